import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { NO_PARSER_ALIAS, compileCatalogs, compileDefaultMessages } from './build/messages';
import { themeVariables } from './build/theme';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz beside every text file of the build, so the server sends them as
 * they are (no compression per request; brotli at its best level costs nothing at run time).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fetp-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(js|css|html|svg|json|txt)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await fs.readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Writes .vite/modules.json beside the manifest: each chunk's modules and their sizes as rendered,
 * so npm run budget can tell a page's own code from the libraries every page past the first load
 * shares (scripts/budget.mjs).
 */
function chunkModules(): Plugin {
  return {
    name: 'fetp-chunk-modules',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const root = path.resolve(import.meta.dirname, '../..');
      const chunks: Record<string, Record<string, number>> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[file] = Object.fromEntries(Object.entries(output.modules).map(([id, module]) => [path.relative(root, id), module.renderedLength]));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}

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
  '/chat',
  '/v1',
  '/dev',
];
const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
);

export default defineConfig(({ command }) => ({
  base: '/learn/',
  // The build compiles messages (no ICU parser in the browser); dev and tests parse them at run time.
  plugins: [react(command === 'build' ? { babel: { plugins: [compileDefaultMessages] } } : {}), compileCatalogs(), themeVariables(), chunkModules(), precompress()],
  resolve: { alias: command === 'build' ? [NO_PARSER_ALIAS] : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: what each chunk imports, read by npm run budget.
    manifest: true,
    // No module-preload polyfill in the entry (0.4 kB gz of every first load): every browser the
    // portal supports preloads modules itself; one that does not fetches a page's chunks as it opens it.
    modulePreload: { polyfill: false },
    // Rollup splits by what each route imports; no catch-all vendor chunks (a login page must
    // not download every Mantine component).
    rollupOptions: {
      output: {
        // The entry lists every chunk's file name for preloading: chunks go by a short hash alone
        // (the manifest still names each page), which keeps that list, and the login page, small.
        chunkFileNames: 'assets/[hash:7].js',
      },
    },
  },
  server: { port: 5173, strictPort: false, proxy },
  preview: { port: 5173, strictPort: false, proxy },
}));
