import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** API paths served by the Node server (docs/api.md); the dev and preview servers forward them. */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const API_PREFIXES = [
  '/api',
  '/csrf',
  '/login-register-encryption-keys',
  '/request-otp',
  '/validate-otp',
  '/resend-otp',
  '/oauth2',
  '/account',
  '/password',
  '/register-fields-value',
  '/create_account_custom',
  '/cal',
  '/v1',
  '/dev',
];
const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
);

export default defineConfig({
  base: '/learn/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks, so a release of the app does not re-download the libraries.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (id.includes('node_modules/@mantine/')) return 'mantine';
          if (id.includes('node_modules/@tabler/')) return 'icons';
          if (/node_modules\/(react-intl|@formatjs|intl-messageformat)\//.test(id)) return 'intl';
          return undefined;
        },
      },
    },
  },
  server: { port: 5173, strictPort: false, proxy },
  preview: { port: 5173, strictPort: false, proxy },
});
