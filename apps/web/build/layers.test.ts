import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The web's layers point one way (issue 30 §6, §7): ui/ holds no data, features use one another
 * through their index.ts, components call no server, and every call goes through app/http.ts's
 * call(). Checked on the sources as they are, and the ESLint rules that keep them so are shown to
 * refuse a violation.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SRC = path.join(ROOT, 'apps/web/src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'testData.ts' ? [full] : [];
  });
}

/** Every module a file imports, statically or with import(). */
const importsOf = (file: string): string[] =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)'([^']+)'/gm)].map((m) => m[1]!);

const relative = (file: string) => path.relative(SRC, file);

describe('web layers', () => {
  it('ui/ imports neither app/ nor a feature, and makes no call', () => {
    const offenders = sources(path.join(SRC, 'ui')).flatMap((file) => [
      ...importsOf(file).filter((spec) => /^(\.\.\/)+(app|features)(\/|$)/.test(spec)).map((spec) => `${relative(file)} -> ${spec}`),
      ...(/\bfetch\(/.test(fs.readFileSync(file, 'utf8')) ? [`${relative(file)} calls fetch`] : []),
    ]);
    expect(offenders).toEqual([]);
  });

  it('a feature uses another only through its index.ts', () => {
    const offenders = sources(path.join(SRC, 'features')).flatMap((file) =>
      importsOf(file).filter((spec) => /^\.\.\/[^./][^/]*\/.+/.test(spec)).map((spec) => `${relative(file)} -> ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('every feature call goes through call() with its descriptor, and no component calls the server', () => {
    const offenders = sources(path.join(SRC, 'features')).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const found: string[] = [];
      if (/\bhttp\.(get|post|put|patch|delete)\b|\brequest\(|\bpathOf\(|\bfetch\(/.test(text)) found.push(`${relative(file)} calls the server by hand`);
      if (file.endsWith('.tsx') && /import\s*\{[^}]*\b\w+Api\b[^}]*\}\s*from\s*'\.{1,2}\/(api|\w+Api)'/.test(text)) found.push(`${relative(file)} imports its api`);
      return found;
    });
    expect(offenders).toEqual([]);
  });

  it('ESLint refuses each kind of violation', { timeout: 120_000 }, async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const problems = async (file: string, code: string) =>
      (await eslint.lintText(code, { filePath: path.join(SRC, file) }))[0]!.messages.map((m) => `${m.line}:${m.ruleId}`);

    expect(await problems('ui/Sample.tsx', [
      "import { call } from '../app/http';",
      "import { FeedAddress } from '../features/calendar';",
      "export const a = () => fetch('/x');",
      "export const b = () => import('../app/site');",
      'export const c = [call, FeedAddress];',
    ].join('\n'))).toEqual(['1:no-restricted-imports', '2:no-restricted-imports', '3:no-restricted-globals', '4:no-restricted-syntax']);

    expect(await problems('features/calendar/Sample.tsx', [
      "import { UserAvatar } from '../shell/UserAvatar';",
      "import { calendarApi } from './api';",
      "import { call } from '../../app/http';",
      "import { FeedAddress } from '../calendar';",
      "export const a = () => import('../webinars/WebinarsScreen');",
      "export const b = () => fetch('/x');",
      'export const c = [UserAvatar, calendarApi, call, FeedAddress];',
    ].join('\n'))).toEqual(['1:no-restricted-imports', '2:no-restricted-imports', '3:no-restricted-imports', '5:no-restricted-syntax', '6:no-restricted-globals']);

    // A module's kind (calendar/webinars/…) reaches the module's calls only through its hooks too.
    expect(await problems('features/calendar/webinars/Sample.tsx', [
      "import { eventApi } from '../eventApi';",
      "import { useWebinarList } from '../eventHooks';",
      'export const c = [eventApi, useWebinarList];',
    ].join('\n'))).toEqual(['1:no-restricted-imports']);

    // hooks.ts may use its api.ts and another feature's index.ts.
    expect(await problems('features/calendar/sample.ts', [
      "import { calendarApi } from './api';",
      "import { shellKeys } from '../shell';",
      "import { bannersOf } from '../course-page/hooks';",
      'export const c = [calendarApi, shellKeys, bannersOf];',
    ].join('\n'))).toEqual(['3:no-restricted-imports']);
  });
});
