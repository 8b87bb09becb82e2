/**
 * npm run budget: what each page of the web app downloads on a first visit, from the build's
 * manifest: the entry chunk with everything it imports, plus the page's own lazy chunk with what
 * it imports beyond the entry (gzip sizes of the .gz files the build writes), and the CSS.
 * `--check` fails when a figure is over the budget of issue 12 (the login page's first load of
 * JavaScript 150 kB, CSS 25 kB, a page's own chunks 100 kB). Run after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// BUDGET_DIST measures another build (e.g. `vite build --outDir /tmp/x`) without touching apps/web/dist.
const dist = process.env.BUDGET_DIST ? path.resolve(process.env.BUDGET_DIST) : path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('budget: no build manifest; run npm run build first');
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const BUDGET = { loginJs: 150, css: 25, pageJs: 100 };

/**
 * @typedef {{ file: string, name?: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean, isDynamicEntry?: boolean }} Chunk
 * @type {Record<string, Chunk>}
 */
const chunks = manifest;

/** The gzip size of a built file: its .gz twin when the build wrote one, else gzipped here. @param {string} file */
function gzipKb(file) {
  const full = path.join(dist, file);
  const gz = `${full}.gz`;
  const bytes = fs.existsSync(gz) ? fs.statSync(gz).size : zlib.gzipSync(fs.readFileSync(full)).length;
  return bytes / 1024;
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

const entryKey = Object.keys(chunks).find((key) => chunks[key]?.isEntry);
if (!entryKey) throw new Error('budget: the manifest has no entry chunk');
const entry = closure(entryKey);
// The pages are the entry's lazy imports named …Page (a page's chunk may be keyed by its source
// file or, when the bundler merged it with a module it shares, by its name).
const pages = (chunks[entryKey]?.dynamicImports ?? []).filter((key) => /Page$/.test(chunks[key]?.name ?? ''));

/** @type {string[][]} */
const rows = [];
/** @type {string[]} */
const problems = [];
for (const key of pages) {
  const own = new Set([...closure(key)].filter((k) => !entry.has(k)));
  const ownJs = js(own);
  const firstJs = js(entry) + ownJs;
  const firstCss = css(entry) + css(own);
  const name = /** @type {Chunk} */ (chunks[key]).name ?? key;
  rows.push([name, firstJs.toFixed(1), ownJs.toFixed(1), firstCss.toFixed(1)]);
  if (ownJs > BUDGET.pageJs) problems.push(`${name}: its own chunks ${ownJs.toFixed(1)} kB > ${BUDGET.pageJs} kB`);
  if (name === 'LoginPage') {
    if (firstJs > BUDGET.loginJs) problems.push(`the login page's first load ${firstJs.toFixed(1)} kB of JavaScript > ${BUDGET.loginJs} kB`);
    if (firstCss > BUDGET.css) problems.push(`the login page's CSS ${firstCss.toFixed(1)} kB > ${BUDGET.css} kB`);
  }
}
// Messages are compiled at build (apps/web/build/messages.ts): the ICU parser, known by one of its
// error names, must be in no chunk.
for (const chunk of Object.values(chunks)) {
  if (fs.readFileSync(path.join(dist, chunk.file), 'utf8').includes('EXPECT_ARGUMENT_CLOSING_BRACE')) {
    problems.push(`${chunk.file} carries the ICU message parser (messages should be compiled at build)`);
  }
}
if (!pages.some((key) => chunks[key]?.name === 'LoginPage')) problems.push('no LoginPage chunk among the entry\'s lazy imports');
const header = ['page', 'first load JS (kB gz)', 'own JS (kB gz)', 'CSS (kB gz)'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
console.log(`entry: ${js(entry).toFixed(1)} kB gz of JavaScript in ${entry.size} chunks`);
for (const row of [header, ...rows]) console.log(row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
if (problems.length) {
  console.log(`over budget:\n  ${problems.join('\n  ')}`);
  if (process.argv.includes('--check')) process.exit(1);
}
