import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './error-handler';

type TSpaOptions = {
  distDir: string;
  appName: string;
  apiPrefix: string;
  enabled: boolean;
  maintenance: boolean;
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Serves the built SPA beside the API. The brand is a runtime setting (APP_NAME), so it
 * is written into index.html here rather than at build time; no inline script is added.
 */
export const registerSpa = async (app: FastifyInstance, options: TSpaOptions): Promise<void> => {
  const indexFile = join(options.distDir, 'index.html');
  const hasSpa = options.enabled && existsSync(indexFile);
  const indexHtml = hasSpa
    ? readFileSync(indexFile, 'utf8')
        .replaceAll('%APP_NAME%', escapeHtml(options.appName))
        .replaceAll('%MAINTENANCE_MODE%', options.maintenance ? 'on' : 'off')
    : '';

  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: false,
      // index.html on disk is the template (%APP_NAME%, %MAINTENANCE_MODE%): asked for by
      // name, it is answered as "/" is, by the fallback below with the settings written in.
      allowedPath: (pathName) => pathName !== '/index.html',
      // The build writes .br and .gz copies of the assets (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // Our setHeaders decides the caching; send's default would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('vary', 'accept-encoding');
        // Hashed assets never change; everything else is revalidated.
        res.setHeader(
          'cache-control',
          path.includes(`${join(options.distDir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === options.apiPrefix || path.startsWith(`${options.apiPrefix}/`);
    if (isApi || !hasSpa || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendNotFound(reply);
    }
    // History-API fallback: the SPA's router decides what the path shows.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
};
