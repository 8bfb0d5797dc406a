import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Responses written through their route schemas (issue 25): each response schema becomes a
 * JSON Schema (zod's own `toJSONSchema`) and fast-json-stringify writes the answer from it,
 * only the properties the schema names, in its order. zod's check (`z.encode`, then
 * `JSON.stringify`) cost 14 µs a details answer and 65 µs a product list on the bench
 * machine; the compiled writer 5 and 38.
 *
 * `check` (every environment but production, so every test): zod still checks each answer,
 * and the compiled writer's text must say what zod's says, or the request fails loudly: the
 * whole API suite proves the two writers agree on every answer it sees. A schema zod cannot
 * express as JSON Schema (a transform, a custom check) keeps zod's writer.
 * Decision 0171.
 */

type TWrite = (data: unknown) => string;
type TJsonSchema = { [key: string]: unknown };

const resolveSchema = (maybe: unknown): z.ZodType => {
  if (maybe instanceof z.ZodType) return maybe;
  const properties = (maybe as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema is not a zod schema: ${JSON.stringify(maybe)}`);
};

/**
 * zod's JSON Schema as the writer needs it. `anyOf: [X, { type: 'null' }]` (zod's
 * `.nullable()`) becomes `type: [X's type, 'null']` where X has one type: fast-json-stringify
 * writes a type array by looking at the value, where an `anyOf` costs a JSON Schema
 * validation of the value for each answer. A string's `format` and `pattern` go: they do not
 * change how a string is written, and Ajv (which picks a union's branch) warns at every format
 * it does not know (zod's `starts_with`). Only keyword values (strings) are dropped, never a
 * property that happens to be called `format`.
 */
const forWriting = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(forWriting);
  if (node === null || typeof node !== 'object') return node;
  const out: TJsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'format' || key === 'pattern') && typeof value === 'string') continue;
    out[key] = forWriting(value);
  }
  const anyOf = out.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(out).length !== 1) return out;
  const isNull = (s: unknown) =>
    typeof s === 'object' &&
    s !== null &&
    Object.keys(s).length === 1 &&
    (s as TJsonSchema).type === 'null';
  const other = anyOf.find((s) => !isNull(s)) as TJsonSchema | undefined;
  if (!other || !anyOf.some(isNull) || typeof other.type !== 'string' || 'const' in other) {
    return out;
  }
  return { ...other, type: [other.type, 'null'] };
};

const zodWriter =
  (schema: z.ZodType, method: string, url: string): TWrite =>
  (data) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };

/** The compiled writer of a schema, or null when zod's JSON Schema cannot say it. */
const compiledWriter = (schema: z.ZodType): TWrite | null => {
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
    return fastJson(forWriting(json) as Parameters<typeof fastJson>[0]) as TWrite;
  } catch {
    return null;
  }
};

/** Each schema's writer is made at its first answer, once for every route that shares it. */
const writers = new WeakMap<z.ZodType, TWrite | null>();
const writerOf = (schema: z.ZodType): TWrite | null => {
  if (!writers.has(schema)) writers.set(schema, compiledWriter(schema));
  return writers.get(schema) ?? null;
};

export const responseSerializerCompiler =
  ({ check }: { check: boolean }) =>
  ({ schema: maybe, method, url }: { schema: unknown; method: string; url: string }): TWrite => {
    const schema = resolveSchema(maybe);
    const byZod = zodWriter(schema, method, url);
    if (!check) {
      let write: TWrite | undefined;
      return (data) => {
        write ??= writerOf(schema) ?? byZod;
        return write(data);
      };
    }
    return (data) => {
      const expected = byZod(data);
      const compiled = writerOf(schema);
      if (!compiled) return expected;
      const written = compiled(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `the compiled response writer disagrees with zod for ${method} ${url}:\n${written}\n${expected}`,
        );
      }
      return written;
    };
  };
