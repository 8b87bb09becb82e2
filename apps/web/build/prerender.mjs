/**
 * After `vite build`: renders the home page for Node (src/prerender.tsx, built with the app's own
 * Vite config as an SSR bundle, so CSS modules and compiled messages are the browser build's) and
 * writes dist/.prerender/home.html, the page the server sends for /learn/ (apps/server/src/plugins/
 * web.ts): dist/index.html with the home page's markup in #root, its title, `<link rel=modulepreload>`
 * for the home page's and the footer's chunks (fetched beside the entry rather than after it), and the marks the server
 * fills: the programme's name (SITE_MARK) and, before #root, the header's answer (DATA_MARK).
 * Under a dot folder: the static file server never serves it as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrOut = path.join(root, 'node_modules', '.cache', 'fetp-prerender');
/** Where the server puts `<script type="application/json" id="fetp-public-header">…</script>`. */
export const DATA_MARK = '<!--fetp:public-header-->';

await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false, ssrManifest: false, copyPublicDir: false },
});

const { render, SITE_MARK } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
const { html, title } = await render();

const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The home page's chunk and the chunks it imports, beside the entry's, with their stylesheets (the markup needs them at once). */
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/features/home/HomePage.tsx'));
if (!homeKey) throw new Error('prerender: no HomePage chunk in the build manifest');
const files = new Set();
const styles = new Set();
const visit = (key) => {
  if (key === entryKey || files.has(manifest[key].file)) return;
  files.add(manifest[key].file);
  for (const css of manifest[key].css ?? []) styles.add(css);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(homeKey);
// The footer, which main.tsx fetches with the page for the first render.
const footerKey = Object.keys(manifest).find((key) => key.endsWith('src/features/shell/Footer.tsx'));
if (footerKey) visit(footerKey);
const preloads = [
  ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/learn/${file}">`),
  ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/learn/${file}">`),
].join('\n    ');

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const page = index
  .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
  .replace('</head>', `  ${preloads}\n  </head>`)
  .replace('<div id="root"></div>', `${DATA_MARK}\n    <div id="root">${html}</div>`);
if (!page.includes(SITE_MARK) || !page.includes(DATA_MARK) || page === index) throw new Error('prerender: the home page was not written into index.html');

fs.mkdirSync(path.join(dist, '.prerender'), { recursive: true });
fs.writeFileSync(path.join(dist, '.prerender', 'home.html'), page);
console.log(`prerender: dist/.prerender/home.html (${(page.length / 1024).toFixed(1)} kB, ${files.size} chunks preloaded, ${styles.size} stylesheets)`);
