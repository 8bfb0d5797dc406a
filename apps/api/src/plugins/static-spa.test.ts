import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandlers } from './error-handler';
import { registerSpa } from './static-spa';

const TEMPLATE = `<!doctype html><html><head><title>%APP_NAME%</title>
<meta name="maintenance-mode" content="%MAINTENANCE_MODE%" /></head><body></body></html>`;

describe('the SPA beside the API', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), TEMPLATE);
    writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
    app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
    registerErrorHandlers(app);
    await registerSpa(app, {
      distDir: dir,
      appName: 'Brand <X>',
      apiPrefix: '/api',
      enabled: true,
      maintenance: true,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves /, deep links and /index.html alike: the page with the settings written in', async () => {
    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Brand &#60;X&#62;</title>');
    expect(root.body).toContain('content="on"');
    for (const url of [
      '/index.html',
      '/index.html?x=1',
      '/index.html/',
      '/%69ndex.html',
      '/dashboard/home',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(root.body);
      expect(res.body, url).not.toContain('%');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const head = await app.inject({ method: 'HEAD', url: '/index.html' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('still serves the other files as they are, and API 404s as envelopes', async () => {
    const asset = await app.inject({ url: '/assets/app-1234.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/robots.txt' })).body).toBe('User-agent: *');
    const api = await app.inject({ url: '/api/index.html' });
    expect(api.statusCode).toBe(404);
    expect(api.json().errors[0].code).toBe('NOT_FOUND');
  });
});
