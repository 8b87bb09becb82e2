/**
 * Mantine's stylesheet is imported per component (issue 12: the login page loads at most 25 kB gz
 * of CSS): main.tsx takes Mantine's base files and the shell's components, and every other module
 * brings the CSS of the components it uses through a module of ui/styles/, so a component's CSS
 * travels with the chunk that renders it. This test reads the source and Mantine's published
 * files: for each module that imports a Mantine component, the CSS that component needs (its own
 * file and those of the components it is built from, found by following Mantine's own imports)
 * must be imported by the module itself, by what it imports, or by the entry (always loaded first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { preprocessCSS, resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
const ENTRY = path.join(SRC, 'main.tsx');
type Package = '@mantine/core' | '@mantine/dates' | '@mantine/notifications' | '@mantine/charts';
const BASE_FILES = ['baseline.css', 'default-css-variables.css', 'global.css'].map((f) => `@mantine/core/styles/${f}`);

// ---------------------------------------------------------------------------------------------
// Mantine: which CSS files each exported component needs.

const requireHere = createRequire(import.meta.url);
/** The package's folder (its `require` entry is cjs/index.cjs). */
const packageDir = (pkg: Package) => path.resolve(path.dirname(requireHere.resolve(pkg)), '..');

/** Class and keyframe names (m_xxxxxxxx) → the CSS file that defines them, as an import specifier. */
const cssOfName = new Map<string, string>();
function mapNames(file: string, specifier: string) {
  for (const [name] of fs.readFileSync(file, 'utf8').matchAll(/\bm_[0-9a-f]+\b/g)) if (!cssOfName.has(name)) cssOfName.set(name, specifier);
}
const coreStyles = path.join(packageDir('@mantine/core'), 'styles');
for (const file of fs.readdirSync(coreStyles)) {
  if (file.endsWith('.css') && !file.endsWith('.layer.css') && !BASE_FILES.includes(`@mantine/core/styles/${file}`)) {
    mapNames(path.join(coreStyles, file), `@mantine/core/styles/${file}`);
  }
}
for (const pkg of ['@mantine/dates', '@mantine/notifications', '@mantine/charts'] as const) mapNames(path.join(packageDir(pkg), 'styles.css'), `${pkg}/styles.css`);

const NAMED_IMPORT = /^import\s+(?:[\w$]+|\{[^}]*\}|[\w$]+\s*,\s*\{[^}]*\}|\*\s+as\s+[\w$]+)\s+from\s+'([^']+)'/gm;
const MANTINE_NAMED_IMPORT = /^import\s+\{([^}]*)\}\s+from\s+'(@mantine\/(?:core|dates|notifications|charts))'/gm;

/** The names of an import list `{ A, B as C, type D }`, as exported (A, B), types left out. */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0]!.trim());
}

/** The file of the package's ESM build that exports `name`, or null (not a module of the package). */
const indexExports = new Map<Package, Map<string, string>>();
function exportFile(pkg: Package, name: string): string | null {
  let exports = indexExports.get(pkg);
  if (!exports) {
    exports = new Map();
    const esm = path.join(packageDir(pkg), 'esm');
    for (const [, list, from] of fs.readFileSync(path.join(esm, 'index.mjs'), 'utf8').matchAll(/^export\s+\{([^}]*)\}\s+from\s+'([^']+)'/gm)) {
      if (!from!.startsWith('.')) continue;
      for (const item of list!.split(',')) exports.set(item.trim().split(/\s+as\s+/).pop()!, path.resolve(esm, from!));
    }
    indexExports.set(pkg, exports);
  }
  return exports.get(name) ?? null;
}

/**
 * The CSS a Mantine export needs: every `*.module.css.mjs` reached through the modules it imports
 * by name (Mantine's build also writes bare `import '…'` lines for every re-export; those bind
 * nothing and are not followed).
 */
const cssOfExportMemo = new Map<string, Set<string>>();
function cssOfExport(pkg: Package, name: string): Set<string> {
  const key = `${pkg}:${name}`;
  const memo = cssOfExportMemo.get(key);
  if (memo) return memo;
  const css = new Set<string>();
  cssOfExportMemo.set(key, css);
  const start = exportFile(pkg, name);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    if (file.endsWith('.module.css.mjs')) {
      for (const [, cls] of text.matchAll(/"(m_[0-9a-f]+)"/g)) {
        const specifier = cssOfName.get(cls!);
        if (!specifier) throw new Error(`no Mantine CSS file defines ${cls} (${file})`);
        css.add(specifier);
      }
      return;
    }
    for (const [, from] of text.matchAll(NAMED_IMPORT)) if (from!.startsWith('.')) visit(path.resolve(path.dirname(file), from!));
    for (const [, list, from] of text.matchAll(MANTINE_NAMED_IMPORT)) {
      for (const imported of importedNames(list!)) for (const c of cssOfExport(from as Package, imported)) css.add(c);
    }
  };
  if (start) visit(start);
  return css;
}

// ---------------------------------------------------------------------------------------------
// The web app: its modules, what they import, and which Mantine components they use.

interface Module {
  /** What the module imports statically, in order: source modules (loaded with it) and CSS files. */
  items: ({ css: string } | { module: string })[];
  /** Mantine components imported by name: [package, name]. */
  mantine: [Package, string][];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' && dir === SRC ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveSource(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

const modules = new Map<string, Module>();
for (const file of sourceFiles(SRC)) {
  const text = fs.readFileSync(file, 'utf8');
  const module: Module = { items: [], mantine: [] };
  // Static imports and re-exports; `import type` is erased and loads nothing.
  for (const [, specifier] of text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)) {
    if (specifier!.endsWith('.css')) {
      module.items.push({ css: specifier!.startsWith('.') ? path.resolve(path.dirname(file), specifier!) : specifier! });
    } else if (specifier!.startsWith('.')) {
      const target = resolveSource(file, specifier!);
      if (target) module.items.push({ module: target });
    }
  }
  for (const [, list, pkg] of text.matchAll(MANTINE_NAMED_IMPORT)) {
    for (const name of importedNames(list!)) module.mantine.push([pkg as Package, name]);
  }
  modules.set(file, module);
}

/**
 * The CSS a module loads with it, in the order a bundler writes it: depth first through its static
 * imports, each file where it first appears.
 */
function cssClosure(file: string, seen = new Set<string>(), into: string[] = []): string[] {
  if (seen.has(file)) return into;
  seen.add(file);
  for (const item of modules.get(file)?.items ?? []) {
    if ('module' in item) cssClosure(item.module, seen, into);
    else if (!into.includes(item.css)) into.push(item.css);
  }
  return into;
}

const relative = (file: string) => path.relative(SRC, file);

describe('Mantine CSS per component (issue 12)', () => {
  it('finds the CSS of the components it knows (a check of the analysis itself)', () => {
    expect([...cssOfExport('@mantine/core', 'Button')].sort()).toEqual(
      ['@mantine/core/styles/Button.css', '@mantine/core/styles/Loader.css', '@mantine/core/styles/UnstyledButton.css'],
    );
    expect(cssOfExport('@mantine/core', 'Select')).toContain('@mantine/core/styles/Combobox.css');
    expect(cssOfExport('@mantine/core', 'Select')).toContain('@mantine/core/styles/Popover.css');
    expect(cssOfExport('@mantine/core', 'Select')).toContain('@mantine/core/styles/Input.css');
    expect(cssOfExport('@mantine/dates', 'DateInput')).toContain('@mantine/dates/styles.css');
    expect(cssOfExport('@mantine/notifications', 'Notifications')).toContain('@mantine/notifications/styles.css');
    expect(cssOfExport('@mantine/notifications', 'Notifications')).toContain('@mantine/core/styles/Notification.css');
    // A chart's legend draws each series' swatch with the core's ColorSwatch.
    expect(cssOfExport('@mantine/charts', 'BarChart')).toContain('@mantine/core/styles/ColorSwatch.css');
    expect(cssOfExport('@mantine/charts', 'BarChart')).toContain('@mantine/charts/styles.css');
    expect(modules.size).toBeGreaterThan(50);
  });

  it("every module that uses a Mantine component loads that component's CSS (itself or the entry)", () => {
    const entryCss = new Set(cssClosure(ENTRY));
    const missing: Record<string, string[]> = {};
    for (const [file, module] of modules) {
      if (module.mantine.length === 0) continue;
      const loaded = new Set(cssClosure(file));
      const lacking = new Set<string>();
      for (const [pkg, name] of module.mantine) {
        for (const css of cssOfExport(pkg, name)) if (!loaded.has(css) && !entryCss.has(css)) lacking.add(`${name}: ${css}`);
      }
      if (lacking.size) missing[relative(file)] = [...lacking].sort();
    }
    expect(missing).toEqual({});
  });

  it('never imports the whole stylesheet of a package', () => {
    const whole = [...modules].filter(([, module]) => module.items.some((item) => 'css' in item && /^@mantine\/core\/styles(\.layer)?\.css$/.test(item.css)));
    expect(whole.map(([file]) => relative(file))).toEqual([]);
  });

  it("the entry's CSS: Mantine's base files first, then its components, then the app's global sheets", () => {
    const entryCss = cssClosure(ENTRY);
    expect(entryCss.slice(0, 3)).toEqual(BASE_FILES);
    // global.css overrides Mantine's variables and rules: after every Mantine file of the entry.
    const global = entryCss.indexOf(path.join(SRC, 'ui', 'global.css'));
    expect(global).toBeGreaterThan(2);
    expect(entryCss.slice(global).filter((css) => css.startsWith('@mantine/'))).toEqual([]);
  });

  it("a module's own CSS module (which may override its Mantine components) comes after their CSS", () => {
    const entryCss = new Set(cssClosure(ENTRY));
    const wrong: Record<string, string[]> = {};
    for (const [file, module] of modules) {
      const ordered = cssClosure(file);
      const needed = new Set(module.mantine.flatMap(([pkg, name]) => [...cssOfExport(pkg, name)]).filter((css) => !entryCss.has(css)));
      for (const item of module.items) {
        if (!('css' in item) || !item.css.endsWith('.module.css')) continue;
        const at = ordered.indexOf(item.css);
        const later = ordered.slice(at + 1).filter((css) => needed.has(css));
        if (later.length) wrong[`${relative(file)}: ${relative(item.css)}`] = later;
      }
    }
    expect(wrong).toEqual({});
  });

  it("the modules of ui/styles/ import CSS only, Mantine's files in the order of its full stylesheet", () => {
    const full = fs.readFileSync(path.join(packageDir('@mantine/core'), 'styles.css'), 'utf8');
    /** Where a file's rules start in @mantine/core/styles.css (its first class name). */
    const rank = (css: string) => {
      const first = fs.readFileSync(path.join(coreStyles, path.basename(css)), 'utf8').match(/\.m_[0-9a-f]+/);
      return first ? full.indexOf(first[0]) : -1;
    };
    const dir = import.meta.dirname;
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const module = modules.get(path.join(dir, name))!;
      expect(module.items.every((item) => 'css' in item), name).toBe(true);
      const core = module.items.flatMap((item) => ('css' in item && item.css.startsWith('@mantine/core/') ? [item.css] : []));
      expect(core, name).toEqual([...core].sort((a, b) => rank(a) - rank(b)));
    }
  });
  it("after the build's PostCSS (postcss.config.mjs), each per-component file is its part of Mantine's full stylesheet", async () => {
    // Mantine's per-component files write px where the full stylesheet scales with the reader's font size.
    const config = await resolveConfig({ root: path.resolve(SRC, '..'), configFile: false, logLevel: 'silent' }, 'build');
    const collapse = (css: string) => css.replace(/\s+/g, ' ').trim();
    const full = collapse(fs.readFileSync(path.join(packageDir('@mantine/core'), 'styles.css'), 'utf8'));
    const used = new Set([...modules.values()].flatMap((m) => m.items.flatMap((item) => ('css' in item && item.css.startsWith('@mantine/core/styles/') ? [item.css] : []))));
    expect(used.size).toBeGreaterThan(20);
    const differing: string[] = [];
    for (const specifier of used) {
      const file = path.join(coreStyles, path.basename(specifier));
      const { code } = await preprocessCSS(fs.readFileSync(file, 'utf8'), file, config);
      if (!full.includes(collapse(code))) differing.push(specifier);
    }
    expect(differing).toEqual([]);
    const { code: badge } = await preprocessCSS(fs.readFileSync(path.join(coreStyles, 'Badge.css'), 'utf8'), path.join(coreStyles, 'Badge.css'), config);
    expect(badge).toContain('--badge-height-md: calc(1.25rem * var(--mantine-scale))');
  });
});
