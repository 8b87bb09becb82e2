/**
 * Messages compiled at build time, so the browser formats syntax trees and never loads the ICU
 * message parser (about 10 kB gzip): the descriptors' English defaults in the source, and each
 * language's JSON catalog. Uses the same parser version as the runtime (react-intl's).
 */
import type { PluginObj, types as BabelTypes } from '@babel/core';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * Babel plugin: in every `defineMessages({...})` call, `defaultMessage: '...'` becomes its syntax
 * tree and `description` (for translators only) is dropped.
 */
export function compileDefaultMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'fetp-compile-default-messages',
    visitor: {
      CallExpression(path) {
        const callee = path.node.callee;
        if (!t.isIdentifier(callee, { name: 'defineMessages' })) return;
        const [catalog] = path.node.arguments;
        if (!t.isObjectExpression(catalog)) return;
        for (const entry of catalog.properties) {
          if (!t.isObjectProperty(entry) || !t.isObjectExpression(entry.value)) continue;
          entry.value.properties = entry.value.properties.flatMap((field) => {
            if (!t.isObjectProperty(field) || !t.isIdentifier(field.key)) return [field];
            if (field.key.name === 'description') return [];
            if (field.key.name === 'defaultMessage' && t.isStringLiteral(field.value)) {
              return [t.objectProperty(field.key, t.valueToNode(parse(field.value.value)))];
            }
            return [field];
          });
        }
      },
    },
  };
}

/** Vite plugin: `src/locales/<lang>.json` catalogs become catalogs of syntax trees. */
export function compileCatalogs(): Plugin {
  return {
    name: 'fetp-compile-catalogs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/locales\/[\w-]+\.json$/.test(id)) return null;
      const catalog = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, parse(text)]));
      // Still JSON: Vite's own JSON plugin turns it into a module after this one.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** The runtime's parser module replaced by its no-parser twin (same exports, `parse` throws). */
export const NO_PARSER_ALIAS = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
};
