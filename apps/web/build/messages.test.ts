import { describe, expect, it } from 'vitest';
import { transformSync } from '@babel/core';
import { parse } from '@formatjs/icu-messageformat-parser';
import { compileCatalogs, compileDefaultMessages } from './messages';

const SOURCE = `
import { defineMessages } from 'react-intl';
export default defineMessages({
  plain: { id: 'a.plain', defaultMessage: 'Sign in', description: 'for translators' },
  counted: { id: 'a.counted', defaultMessage: '{count, plural, one {# course} other {# courses}}', description: 'x' },
});
export const untouched = { defaultMessage: 'not a catalog' };
`;

/** Runs the compiled module and returns its exports. */
function run(code: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  const body = code.replace(/^import .*$/m, '').replace('export default', 'exports.default =').replace('export const untouched =', 'exports.untouched =');
  new Function('exports', 'defineMessages', body)(exports, (m: unknown) => m);
  return exports;
}

describe('messages compiled at build (no ICU parser in the browser)', () => {
  it('turns each defineMessages default into its syntax tree and drops descriptions', () => {
    const out = transformSync(SOURCE, { plugins: [compileDefaultMessages], configFile: false, babelrc: false })!.code!;
    const { default: catalog, untouched } = run(out) as { default: Record<string, Record<string, unknown>>; untouched: unknown };
    expect(catalog.plain).toEqual({ id: 'a.plain', defaultMessage: parse('Sign in') });
    expect(catalog.counted).toEqual({ id: 'a.counted', defaultMessage: parse('{count, plural, one {# course} other {# courses}}') });
    expect(untouched).toEqual({ defaultMessage: 'not a catalog' });
  });

  it('compiles a language catalog to syntax trees and leaves other JSON alone', () => {
    const plugin = compileCatalogs();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const compiled = transform.call({}, JSON.stringify({ 'a.counted': '{count} cours' }), '/x/src/locales/fr.json');
    expect(JSON.parse(compiled!.code)).toEqual({ 'a.counted': parse('{count} cours') });
    expect(transform.call({}, '{"a":1}', '/x/src/other.json')).toBeNull();
  });
});
