/**
 * npm run budget: what each page of the web app downloads, from the build's manifest (gzip sizes of
 * the .gz files the build writes). The app loads in layers (docs/architecture.md "First load"):
 *
 * - the first pages, the public home and sign-in pages: the entry chunk and the page's own chunks,
 *   nothing else. Their first load of JavaScript is at most 120 kB and their CSS at most 25 kB
 *   (issue 33 §5; issue 12 had 150 kB for the sign-in page), and it holds no chunk of the data layer
 *   or of the signed-in shell, and none of TanStack Query, zod or Mantine's components;
 * - every other page comes with the data layer (app/DataLayer.tsx: Mantine's provider and core,
 *   TanStack Query). A page's own chunks, beyond the entry and the data layer, are at most 100 kB
 *   (issue 12), not counting the libraries every such page shares (TanStack Query, and Mantine's
 *   core and hooks with the components of ui/styles/common.ts other than the floating ones): the
 *   entry held them before issue 33, and they came with every page then as now.
 *
 * `--check` fails when a figure is over its budget. Run after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// BUDGET_DIST measures another build (e.g. `vite build --outDir /tmp/x`) without touching apps/web/dist.
const dist = process.env.BUDGET_DIST ? path.resolve(process.env.BUDGET_DIST) : path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const modulesFile = path.join(dist, '.vite', 'modules.json');
if (!fs.existsSync(manifestFile) || !fs.existsSync(modulesFile)) {
  console.error('budget: no build manifest; run npm run build first');
  process.exit(2);
}
const BUDGET = { firstJs: 120, css: 25, pageJs: 100 };
/** The first pages (their chunks' names), which load neither the data layer nor Mantine's components. */
const FIRST_PAGES = ['HomePage', 'LoginPage'];

/**
 * @typedef {{ file: string, name?: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean, isDynamicEntry?: boolean }} Chunk
 * @type {Record<string, Chunk>}
 */
const chunks = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
/** Each chunk file's modules (paths from the repository's root) and their rendered sizes. @type {Record<string, Record<string, number>>} */
const modules = JSON.parse(fs.readFileSync(modulesFile, 'utf8'));

/** The libraries the data layer brings for every page past the first load (see above). */
const floating = new Set(['Menu', 'Popover', 'ScrollArea', 'Overlay']);
const common = [...fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/ui/styles/common.ts'), 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)]
  .map((m) => /** @type {string} */ (m[1]))
  .filter((name) => !floating.has(name));
const SHARED_LIBRARIES = [
  /node_modules\/@tanstack\/(react-query|query-core)\//,
  /node_modules\/@mantine\/hooks\//,
  /node_modules\/@mantine\/core\/esm\/core\//,
  new RegExp(`node_modules/@mantine/core/esm/components/(${common.join('|')})/`),
];
/** What the first pages must not load. */
const NOT_FIRST = [/node_modules\/@tanstack\//, /node_modules\/zod\//, /node_modules\/@mantine\/core\/esm\/components\//, /node_modules\/react-hook-form\//];

/** The gzip size of a built file: its .gz twin when the build wrote one, else gzipped here. @param {string} file */
function gzipKb(file) {
  const full = path.join(dist, file);
  const gz = `${full}.gz`;
  const bytes = fs.existsSync(gz) ? fs.statSync(gz).size : zlib.gzipSync(fs.readFileSync(full)).length;
  return bytes / 1024;
}

/** The share of a chunk's rendered code that is the shared libraries'. @param {string} file */
function sharedShare(file) {
  const parts = Object.entries(modules[file] ?? {});
  const total = parts.reduce((sum, [, size]) => sum + size, 0);
  if (!total) return 0;
  return parts.filter(([id]) => SHARED_LIBRARIES.some((re) => re.test(id))).reduce((sum, [, size]) => sum + size, 0) / total;
}

/**
 * A chunk and every chunk it imports statically (what the browser fetches with it).
 * @param {string} key @param {Set<string>} into @returns {Set<string>}
 */
function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of chunks[key]?.imports ?? []) closure(dep, into);
  return into;
}

/** @param {Set<string>} keys @param {(chunk: Chunk) => number} pick */
const sum = (keys, pick) => [...keys].reduce((total, key) => total + pick(/** @type {Chunk} */ (chunks[key])), 0);
/** @param {Set<string>} keys */
const js = (keys) => sum(keys, (chunk) => gzipKb(chunk.file));
/** @param {Set<string>} keys */
const css = (keys) => sum(keys, (chunk) => (chunk.css ?? []).reduce((t, f) => t + gzipKb(f), 0));
/** @param {Set<string>} keys @param {Set<string>} without */
const minus = (keys, without) => new Set([...keys].filter((key) => !without.has(key)));
/** The chunk of a dynamic import by its source file's name (or, when the bundler merged it, by its chunk's name). @param {RegExp} source @param {string} name */
const find = (source, name) => Object.keys(chunks).find((key) => source.test(key) || chunks[key]?.name === name);

const entryKey = Object.keys(chunks).find((key) => chunks[key]?.isEntry);
if (!entryKey) throw new Error('budget: the manifest has no entry chunk');
const entry = closure(entryKey);
const dataLayerKey = find(/src\/app\/DataLayer\.tsx$/, 'DataLayer');
const signedInKey = find(/src\/features\/shell\/HeaderLoggedIn\.tsx$/, 'HeaderLoggedIn');
if (!dataLayerKey || !signedInKey) throw new Error('budget: no DataLayer or HeaderLoggedIn chunk in the manifest');
const dataLayer = minus(closure(dataLayerKey), entry);
const secondLayer = new Set([...dataLayer, ...minus(closure(signedInKey), entry)]);
// The pages are the entry's lazy imports named …Page (a page's chunk may be keyed by its source
// file or, when the bundler merged it with a module it shares, by its name).
const pages = (chunks[entryKey]?.dynamicImports ?? []).filter((key) => /Page$/.test(chunks[key]?.name ?? ''));

/** @type {string[][]} */
const rows = [];
/** @type {string[]} */
const problems = [];
for (const key of pages) {
  const name = /** @type {Chunk} */ (chunks[key]).name ?? key;
  const own = minus(closure(key), entry);
  const firstJs = js(entry) + js(own);
  const firstCss = css(entry) + css(own);
  if (FIRST_PAGES.includes(name)) {
    rows.push([name, firstJs.toFixed(1), js(own).toFixed(1), firstCss.toFixed(1), 'first page']);
    if (firstJs > BUDGET.firstJs) problems.push(`${name}: its first load ${firstJs.toFixed(1)} kB of JavaScript > ${BUDGET.firstJs} kB`);
    if (firstCss > BUDGET.css) problems.push(`${name}: its CSS ${firstCss.toFixed(1)} kB > ${BUDGET.css} kB`);
    const layered = [...own].filter((k) => secondLayer.has(k)).map((k) => chunks[k]?.file);
    if (layered.length) problems.push(`${name} loads chunks of the data layer or the signed-in shell: ${layered.join(', ')}`);
    const libraries = [...own, ...entry].flatMap((k) => Object.keys(modules[chunks[k]?.file ?? ''] ?? {}).filter((id) => NOT_FIRST.some((re) => re.test(id))));
    if (libraries.length) problems.push(`${name} loads ${[...new Set(libraries.map((id) => id.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')))].join(', ')}`);
  } else {
    const beyond = minus(own, dataLayer);
    const ownJs = [...beyond].reduce((total, k) => total + gzipKb(/** @type {Chunk} */ (chunks[k]).file) * (1 - sharedShare(/** @type {Chunk} */ (chunks[k]).file)), 0);
    const withLayer = firstJs + js(minus(dataLayer, own));
    rows.push([name, withLayer.toFixed(1), ownJs.toFixed(1), (firstCss + css(minus(dataLayer, own))).toFixed(1), '']);
    if (ownJs > BUDGET.pageJs) problems.push(`${name}: its own chunks ${ownJs.toFixed(1)} kB > ${BUDGET.pageJs} kB`);
  }
}
// Messages are compiled at build (apps/web/build/messages.ts): the ICU parser, known by one of its
// error names, must be in no chunk.
for (const chunk of Object.values(chunks)) {
  if (chunk.file.endsWith('.js') && fs.readFileSync(path.join(dist, chunk.file), 'utf8').includes('EXPECT_ARGUMENT_CLOSING_BRACE')) {
    problems.push(`${chunk.file} carries the ICU message parser (messages should be compiled at build)`);
  }
}
for (const name of FIRST_PAGES) {
  if (!pages.some((key) => chunks[key]?.name === name)) problems.push(`no ${name} chunk among the entry's lazy imports`);
}
const header = ['page', 'first load JS (kB gz)', 'own JS (kB gz)', 'CSS (kB gz)', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
console.log(`entry: ${js(entry).toFixed(1)} kB gz of JavaScript in ${entry.size} chunks; the data layer: ${js(dataLayer).toFixed(1)} kB gz in ${dataLayer.size}`);
console.log('(a page past the first load: its first load with the data layer; its own chunks beyond both, less the shared libraries)');
for (const row of [header, ...rows]) console.log(row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd());
if (problems.length) {
  console.log(`over budget:\n  ${problems.join('\n  ')}`);
  if (process.argv.includes('--check')) process.exit(1);
}
