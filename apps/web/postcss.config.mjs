/**
 * PostCSS of the web build (Vite reads this file by itself).
 *
 * The app imports Mantine's stylesheet per component (src/ui/styles/), and Mantine publishes those
 * files (@mantine/core/styles/Button.css, …) with sizes in px where its full stylesheet has
 * `calc(<n>rem * var(--mantine-scale))`: for a reader who sets a larger default font size in the
 * browser, the text would grow but not the fields, buttons and badges around it. This plugin gives
 * each per-component file the values of the full stylesheet back, declaration by declaration (the
 * two have the same rules in the same order; a file that does not match is left as it is, with a
 * warning). src/ui/styles/styles.test.ts checks it on every file.
 */
import fs from 'node:fs';
import path from 'node:path';

const PER_COMPONENT = /[\\/]@mantine[\\/]core[\\/]styles[\\/][^\\/]+\.css$/;

/** A value with Mantine's scaled rem written as px (how the per-component files write it). */
const asPx = (value) =>
  value.replace(/calc\(\s*(-?[\d.]+)rem\s*\*\s*var\(--mantine-scale\)\s*\)/g, (_, n) => `${Number(n) * 16}px`).replace(/\s+/g, ' ').trim();

/** Where a declaration sits: its rule's selector and the at-rules around it. */
function context(decl) {
  const parts = [];
  for (let node = decl.parent; node && node.type !== 'root'; node = node.parent) {
    parts.push(node.type === 'rule' ? node.selector : `@${node.name} ${node.params}`);
  }
  return parts.map((p) => p.replace(/\s+/g, ' ').trim()).join(' < ');
}

const key = (decl) => `${context(decl)} | ${decl.prop} | ${asPx(decl.value)}`;

function mantineRem() {
  /** @type {Map<string, { decls: import('postcss').Declaration[], keys: string[] }>} */
  const full = new Map();
  return {
    postcssPlugin: 'fetp-mantine-rem',
    Once(root, { result, postcss }) {
      const file = root.source?.input.file ?? result.opts.from;
      if (!file || !PER_COMPONENT.test(file)) return;
      const fullFile = path.join(path.dirname(file), '..', 'styles.css');
      if (!full.has(fullFile)) {
        const decls = [];
        postcss.parse(fs.readFileSync(fullFile, 'utf8'), { from: fullFile }).walkDecls((d) => decls.push(d));
        full.set(fullFile, { decls, keys: decls.map(key) });
      }
      const reference = full.get(fullFile);
      const own = [];
      root.walkDecls((d) => own.push(d));
      if (own.length === 0) return;
      const ownKeys = own.map(key);
      for (let start = reference.keys.indexOf(ownKeys[0]); start >= 0; start = reference.keys.indexOf(ownKeys[0], start + 1)) {
        if (ownKeys.every((k, i) => reference.keys[start + i] === k)) {
          own.forEach((decl, i) => {
            decl.value = reference.decls[start + i].value;
          });
          return;
        }
      }
      result.warn(`${path.basename(file)} does not match @mantine/core/styles.css; its px values are kept`);
    },
  };
}

export default { plugins: [mantineRem()] };
