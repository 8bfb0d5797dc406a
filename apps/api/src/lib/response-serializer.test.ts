import { describe, expect, it, vi } from 'vitest';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const ZAnswer = z.object({
  status: z.literal('success'),
  data: z.object({
    id: z.string(),
    name: z.string().nullable(),
    kind: z.enum(['LLC', 'CORP']).nullable(),
    count: z.number().int(),
    paid: z.boolean(),
    address: z.object({ line1: z.string(), zip: z.string().optional() }).nullable(),
    tags: z.array(z.string()),
    totals: z.record(z.string(), z.number()),
    extra: z.unknown(),
    either: z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]),
    route: z.string().startsWith('/').nullable(),
    // A property named like a keyword is a property.
    format: z.object({ pattern: z.string() }),
  }),
});

const sample = {
  status: 'success',
  data: {
    id: 'c1',
    name: null,
    kind: 'LLC',
    count: 3,
    paid: false,
    address: { line1: '1 Main St "A"\n', zip: undefined },
    tags: ['a', 'ü', '\u2028'],
    totals: { USD: 12.5 },
    extra: { nested: [1, null, 'x'] },
    either: { b: 'yes' },
    route: '/dashboard/home',
    format: { pattern: 'A4' },
    // Not in the schema: neither writer lets it out.
    passwordHash: 'secret',
  },
};

const writerFor = (check: boolean, schema: z.ZodType = ZAnswer) =>
  responseSerializerCompiler({ check })({ schema, method: 'GET', url: '/x' });

describe('response writer (through the route schemas)', () => {
  it('writes what zod writes, without the properties the schema does not name', () => {
    const warn = vi.spyOn(console, 'warn');
    const byZod = JSON.stringify(z.encode(ZAnswer, sample as never));
    for (const check of [true, false]) {
      const written = writerFor(check)(sample);
      expect(JSON.parse(written)).toEqual(JSON.parse(byZod));
      expect(written).not.toContain('secret');
    }
    const filled = { ...sample, data: { ...sample.data, name: 'Acme', address: null, kind: null } };
    expect(JSON.parse(writerFor(false)(filled))).toEqual(
      JSON.parse(JSON.stringify(z.encode(ZAnswer, filled as never))),
    );
    // Ajv (a union's branch) says nothing of zod's own string formats.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refuses an answer zod refuses when checking (tests, development)', () => {
    const wrong = { ...sample, data: { ...sample.data, count: 'three' } };
    let thrown: unknown;
    try {
      writerFor(true)(wrong);
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('keeps zod as the writer of a schema JSON Schema cannot say (a date)', () => {
    const schema = z.object({ at: z.date() });
    const at = new Date('2026-11-27T02:00:00Z');
    for (const check of [true, false]) {
      expect(writerFor(check, schema)({ at })).toBe('{"at":"2026-11-27T02:00:00.000Z"}');
    }
  });
});
