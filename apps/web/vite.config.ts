import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';

// In production the server writes APP_NAME into index.html; the dev server does it here.
const appNameInDev = (appName: string): Plugin => ({
  name: 'charterline-app-name',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replaceAll('%APP_NAME%', appName).replaceAll('%MAINTENANCE_MODE%', 'off'),
});

// react-router's package exports point at its development build even in production
// (remix-run/react-router#12532, #14102): its production build is the same code without the
// development warnings, 0.6 KB gzip less of every page's first download (decision 0080).
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(query-core|react-query))\//;
const LUCIDE_ICON = /node_modules\/lucide-react\/dist\/esm\/icons\//;
const LUCIDE_INDEX = /node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/;
// createLucideIcon and its helpers: already in the first download (the maintenance page's
// icon), and needed by the icons chunk, which must not pull them out of it.
const LUCIDE_RUNTIME = /node_modules\/lucide-react\/dist\/esm\/(?!icons\/|lucide-react\.mjs$)/;

type TModuleInfo = { importers: readonly string[]; isEntry: boolean } | null;

/**
 * Whether the entry imports the module statically. lucide-react's index imports every icon,
 * so it does not count: an icon is in the first download only when a module of it imports
 * the icon's own file ('lucide-react/icons/wrench').
 */
const inFirstDownload = (
  id: string,
  info: (id: string) => TModuleInfo,
  seen = new Set<string>(),
): boolean => {
  if (seen.has(id)) return false;
  seen.add(id);
  const module = info(id);
  if (!module) return false;
  if (module.isEntry) return true;
  return module.importers.some((i) => !LUCIDE_INDEX.test(i) && inFirstDownload(i, info, seen));
};

/** Fails the build if the icons chunk ends up in the first download (an entry module
 * importing an icon from 'lucide-react' rather than from 'lucide-react/icons/<name>'). */
const iconsStayLazy = (): Plugin => ({
  name: 'charterline-icons-stay-lazy',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const icons = chunks.find((c) => c.name === 'icons');
    const entry = chunks.find((c) => c.isEntry);
    if (!icons || !entry) return;
    const seen = new Set<string>();
    const visit = (file: string): boolean => {
      if (seen.has(file)) return false;
      seen.add(file);
      const chunk = bundle[file];
      return chunk?.type === 'chunk' && (file === icons.fileName || chunk.imports.some(visit));
    };
    if (visit(entry.fileName)) {
      this.error(
        "The icons chunk is in the first download: import the first download's icons as 'lucide-react/icons/<name>'.",
      );
    }
  },
});

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiPort = env.API_PORT ?? '3001';
  return {
    resolve: {
      alias: [
        { find: '@', replacement: new URL('./src', import.meta.url).pathname },
        ...(command === 'build' ? [reactRouterProduction] : []),
      ],
    },
    plugins: [
      react(),
      iconsStayLazy(),
      tailwindcss(),
      appNameInDev(env.APP_NAME ?? env.VITE_APP_NAME ?? 'Charterline'),
    ],
    build: {
      manifest: true,
      sourcemap: true,
      target: 'es2022',
      rollupOptions: {
        output: {
          // The libraries every page needs, in one file: one request and one gzip
          // dictionary instead of four small chunks (decision 0080). The icons the first
          // download does not need share one chunk too, rather than one tiny chunk per icon
          // shared by two pages: /dashboard/home asked for 16 files, now 7.
          manualChunks: (id, { getModuleInfo }) => {
            if (FRAMEWORK.test(id) || LUCIDE_RUNTIME.test(id)) return 'framework';
            if (LUCIDE_ICON.test(id) && !inFirstDownload(id, getModuleInfo)) return 'icons';
            return undefined;
          },
        },
      },
    },
    server: {
      port: Number(env.PORT ?? 3000),
      proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
    },
  };
});
