import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv, type Plugin } from 'vite';

// In production the server writes APP_NAME into index.html; the dev server does it here.
const appNameInDev = (appName: string): Plugin => ({
  name: 'charterline-app-name',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replaceAll('%APP_NAME%', appName).replaceAll('%MAINTENANCE_MODE%', 'off'),
});

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiPort = env.API_PORT ?? '3001';
  return {
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    plugins: [
      react(),
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
          // dictionary instead of four small chunks (decision 0080).
          manualChunks: (id: string) =>
            /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(query-core|react-query))\//.test(
              id,
            )
              ? 'framework'
              : undefined,
        },
      },
    },
    server: {
      port: Number(env.PORT ?? 3000),
      proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
    },
  };
});
