import {
  cloneElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { useOnDemand, type TOnDemand } from '@/lib/on-demand';

// A menu or tooltip whose library loads on first use. Until it has arrived, the trigger is
// rendered as it is, with the attributes the library would give it; pointing at it or
// focusing it starts the download. When the library is here the real widget replaces the
// placeholder, and what the customer did in between is done again to the real trigger:
// focus moves to it, a press (pointer, Enter, Space, ArrowDown) is replayed so the menu
// opens, and a pointer resting on a tooltip's trigger shows the tooltip.

type TPending = {
  focused: boolean;
  hovered: boolean;
  press: ((trigger: HTMLElement) => void) | null;
};

type TTriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: () => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
} & Record<`aria-${string}` | `data-${string}`, string | boolean | undefined>;

/** The trigger element: a button (or a component passing these props and its ref on). */
export type TTriggerElement = ReactElement<TTriggerProps>;

const NO_KEYS: readonly string[] = [];

type THandlers = Pick<
  TTriggerProps,
  'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onPointerDown' | 'onKeyDown'
>;

const Placeholder = ({
  trigger,
  attributes,
  handlers,
  onGone,
}: {
  trigger: TTriggerElement;
  attributes: Record<string, string | boolean>;
  handlers: THandlers;
  /** Told, as the placeholder leaves the page, whether it had the focus. */
  onGone: (focused: boolean) => void;
}) => {
  const [self, setSelf] = useState<HTMLElement | null>(null);
  // Layout cleanups run before React takes the node out: whether it has focus is known here.
  useLayoutEffect(
    () => () => onGone(self !== null && document.activeElement === self),
    [self, onGone],
  );
  return cloneElement(trigger, { ...attributes, ...handlers, ref: setSelf });
};

/**
 * Renders `real(impl, trigger)` once `module` has arrived, and the placeholder trigger before.
 * `attributes`: what the library puts on a closed trigger, so nothing changes at the swap.
 * `pressKeys`: the keys that open it (none for a tooltip, which opens on hover and focus).
 */
export const OnDemandTrigger = <T,>({
  module,
  trigger,
  attributes,
  pressKeys = NO_KEYS,
  real,
}: {
  module: TOnDemand<T>;
  trigger: TTriggerElement;
  attributes: Record<string, string | boolean>;
  pressKeys?: readonly string[];
  real: (impl: T, trigger: TTriggerElement) => ReactElement;
}) => {
  const impl = useOnDemand(module);
  const pending = useRef<TPending>({ focused: false, hovered: false, press: null });
  const [realTrigger, setRealTrigger] = useState<HTMLElement | null>(null);
  const onGone = useCallback((focused: boolean) => {
    pending.current.focused = focused;
  }, []);
  // Passive effects run children first: the library's own listeners are on by now.
  useEffect(() => {
    const element = realTrigger;
    if (!impl || !element) return;
    const { focused, hovered, press } = pending.current;
    pending.current = { focused: false, hovered: false, press: null };
    if (focused) element.focus();
    if (hovered && pressKeys.length === 0) {
      element.dispatchEvent(
        new window.PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }),
      );
    }
    press?.(element);
  }, [impl, realTrigger, pressKeys]);

  if (impl) return real(impl, cloneElement(trigger, { ref: setRealTrigger }));
  const load = () => void module.load().catch(() => undefined);
  const handlers: THandlers = {
    onPointerEnter: () => {
      pending.current.hovered = true;
      load();
    },
    onPointerLeave: () => {
      pending.current.hovered = false;
    },
    onFocus: load,
    onPointerDown: (event) => {
      load();
      if (pressKeys.length === 0 || event.button !== 0 || event.ctrlKey) return;
      // As the library's trigger does: no focus on the button, the menu takes it.
      event.preventDefault();
      const { pointerType } = event;
      pending.current.press = (element) =>
        element.dispatchEvent(
          new window.PointerEvent('pointerdown', {
            bubbles: true,
            cancelable: true,
            button: 0,
            isPrimary: true,
            pointerType,
          }),
        );
    },
    onKeyDown: (event) => {
      load();
      if (!pressKeys.includes(event.key)) return;
      event.preventDefault();
      const { key } = event;
      pending.current.press = (element) =>
        element.dispatchEvent(
          new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
        );
    },
  };
  return (
    <Placeholder trigger={trigger} attributes={attributes} handlers={handlers} onGone={onGone} />
  );
};
