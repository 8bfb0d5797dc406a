import { useSearchParams } from 'react-router';
import { z } from 'zod';

// A list's state in the address (a link or a reload shows the same list): one parameter per
// key of a zod object. Each key reads its parameter's text (undefined when absent) and never
// refuses it: `.catch` gives the default, so what is not understood is left out. A value that
// reads back as the default is not written; parameters the schema does not name (the page's
// tab) are kept as they are.

type TUrlSchema = z.ZodObject;
type TUrlState<TSchema extends TUrlSchema> = z.output<TSchema>;

/** The parameters lists share, each with its default. */
export const urlParam = {
  /** Free text ('' when absent), trimmed or not as the list reads it. */
  text: (trim = false) => (trim ? z.string().trim() : z.string()).catch(''),
  /** An id or a name the list looks up itself (null when absent). */
  optional: () => z.string().nullable().catch(null),
  /** A page number from 1; anything else is `fallback` (0 or 1, as the list counts). */
  page: (fallback: number) => z.coerce.number().int().positive().catch(fallback),
  /** `?name=true`; anything else is false. */
  flag: () =>
    z
      .string()
      .optional()
      .transform((value) => value === 'true'),
  /** One of `values`, else `fallback`. */
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    z.enum(values).catch(fallback),
  /** Text matching `pattern`, else `fallback`. */
  matching: (pattern: RegExp, fallback = '') => z.string().regex(pattern).catch(fallback),
} as const;

/** A value as its parameter's text: lists joined by commas, false and nothing as ''. */
const textOf = (value: unknown): string => {
  if (Array.isArray(value)) return value.join(',');
  if (value === undefined || value === null || value === false) return '';
  return String(value);
};

/** The state the address holds. */
export const readUrlState = <TSchema extends TUrlSchema>(
  schema: TSchema,
  params: URLSearchParams,
): TUrlState<TSchema> =>
  schema.parse(
    Object.fromEntries(Object.keys(schema.shape).map((key) => [key, params.get(key) ?? undefined])),
  );

/** `params` with `state` written in: its defaults (and what reads back as them) left out. */
export const writeUrlState = <TSchema extends TUrlSchema>(
  schema: TSchema,
  params: URLSearchParams,
  state: TUrlState<TSchema>,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  const defaults = readUrlState(schema, new URLSearchParams()) as Record<string, unknown>;
  for (const [key, field] of Object.entries(schema.shape)) {
    const text = textOf((state as Record<string, unknown>)[key]);
    const read = textOf(field.parse(text || undefined));
    if (!text || read === textOf(defaults[key])) next.delete(key);
    else next.set(key, text);
  }
  return next;
};

/**
 * A list's state kept in the address. `setState` writes a change over what is there, replacing
 * the history entry when `replace` (per call, else the hook's): typing a search replaces, so
 * Back leaves the page, not each word. `searchWith` is the address a link to a change goes to.
 */
export const useUrlState = <TSchema extends TUrlSchema>(
  schema: TSchema,
  options: { replace?: boolean } = {},
) => {
  const [params, setParams] = useSearchParams();
  const state = readUrlState(schema, params);
  const setState = (
    change: Partial<TUrlState<TSchema>>,
    replace: boolean = options.replace ?? false,
  ) =>
    setParams(
      (current) => writeUrlState(schema, current, { ...readUrlState(schema, current), ...change }),
      { replace },
    );
  const searchWith = (change: Partial<TUrlState<TSchema>>): string => {
    const text = writeUrlState(schema, params, { ...state, ...change }).toString();
    return text ? `?${text}` : '';
  };
  return { state, setState, searchWith };
};
