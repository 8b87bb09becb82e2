#!/usr/bin/env node
/**
 * `npm run build -w apps/server` (part of `npm run build`): the server as plain JavaScript in
 * `apps/server/dist/`, so production starts it with node alone (`npm run serve`), without compiling
 * TypeScript at every start.
 *
 * - `dist/main.js` the server (`src/main.ts`), `dist/admin.js` the administrator command
 *   (`src/admin/cli.ts`, `npm run admin`), and the chunks they share (`chunk-*.js`, among them the
 *   S3 store, loaded only when `S3_BUCKET` is set), ESM for node 20, with source maps (`*.js.map`,
 *   read by `node --enable-source-maps`: stack traces name the TypeScript files and lines).
 * - Packages from node_modules stay outside the bundle and are imported from node_modules at run
 *   time, as from the sources; the workspace's own `@fetp/contract`, which is TypeScript source, is
 *   bundled in.
 * - `dist/migrations/` a copy of `src/db/migrations/`.
 *
 * Every file lands directly in `dist/`, one level below `apps/server/` as `src/` is, so the paths the
 * server takes from its own location hold from both: `db/client.ts` reads `<here>/migrations` (the
 * copy above), `config.ts` serves `<here>/../../web/dist`. A chunk in a subfolder would break them.
 */
import fs from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverDir = import.meta.dirname;
const outdir = path.join(serverDir, 'dist');
const require = createRequire(import.meta.url);

/** The workspace's packages (`@fetp/…`) are TypeScript sources: resolved to their files and bundled. */
const workspaceSources = {
  name: 'workspace-sources',
  /** @param {esbuild.PluginBuild} build */
  setup(build) {
    build.onResolve({ filter: /^@fetp\// }, (args) => ({ path: require.resolve(args.path) }));
  },
};

const started = Date.now();
fs.rmSync(outdir, { recursive: true, force: true });
const result = await esbuild.build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts', admin: 'src/admin/cli.ts' },
  outdir,
  bundle: true,
  // Shared code in chunks, and a local module imported with import() (the S3 store) stays lazy.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  plugins: [workspaceSources],
  // Fastify names plugins (and errors name functions) by their function names: keep them as written.
  keepNames: true,
  sourcemap: true,
  // Stack traces need the mappings, not the sources (the process would hold them in memory).
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
});

// Every package the output imports must load in node as written. tsx forgave what node's ESM
// loader refuses (a folder, a path without its extension: `nodemailer/lib/shared`), and a workspace
// package left out of the bundle would be TypeScript for node to load: refuse the build.
const external = [
  ...new Set(
    Object.values(result.metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((i) => i.external && !isBuiltin(i.path))
      .map((i) => i.path),
  ),
];
const unloadable = external.flatMap((specifier) => {
  if (specifier.startsWith('@fetp/')) return [`${specifier}: a workspace package, not bundled`];
  try {
    // Resolved from apps/server/ as from dist/: the same node_modules above them. Node's resolver
    // answers a package's subpath (no `exports` map) without looking at the disk; the loader then
    // refuses a folder or a missing file, so look.
    const file = fileURLToPath(import.meta.resolve(specifier));
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? [] : [`${specifier}: ${file} is not a file (node's ESM loader takes no folder and adds no extension)`];
  } catch (error) {
    return [`${specifier}: ${/** @type {Error} */ (error).message.split('\n')[0]}`];
  }
});
if (unloadable.length) throw new Error(`node could not load what the built server imports:\n  ${unloadable.join('\n  ')}`);

fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });

const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((n, [, output]) => n + output.bytes, 0);
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'}/ (${(bytes / 1024).toFixed(0)} kB of JavaScript, ${Date.now() - started} ms)`);
