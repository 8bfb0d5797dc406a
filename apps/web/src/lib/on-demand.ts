import { useSyncExternalStore } from 'react';

/**
 * A module fetched the first time something asks for it, then kept. The dashboard's menus,
 * tooltip and dialogs use it: their libraries (Radix, floating-ui, cmdk) are not in the
 * page's first download but arrive when the customer reaches for one (decision 0080).
 */
export type TOnDemand<T> = {
  /** Starts the download if nothing has yet; resolves with the module. */
  load: () => Promise<T>;
  /** The module once it has arrived. */
  peek: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
};

export const onDemand = <T>(importer: () => Promise<T>): TOnDemand<T> => {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => {
          value = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          // A failed download (offline, a deploy in between) is tried again next time.
          loading = undefined;
          throw error;
        },
      )),
    peek: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The module once it has arrived (re-renders then); undefined until then. */
export const useOnDemand = <T>(module: TOnDemand<T>): T | undefined =>
  useSyncExternalStore(module.subscribe, module.peek, module.peek);
