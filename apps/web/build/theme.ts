/**
 * The theme's CSS variables (colours, primary colour, radius, fonts) written into index.html by the
 * build, as Mantine's provider writes them when it mounts: the public first pages draw plain markup
 * with Mantine's variables and load no Mantine provider (issue 33 §5), so their first paint needs
 * the variables from the page itself. The provider, once a later chunk brings it, writes the same.
 */
import { DEFAULT_THEME, convertCssVariables, defaultCssVariablesResolver, mergeMantineTheme, type ConvertCSSVariablesInput } from '@mantine/core';
import type { Plugin } from 'vite';
import { theme } from '../src/app/theme';

type Variables = Record<string, string>;

/** The entries of `all` that differ from `base` (Mantine's provider writes only those: the rest are in default-css-variables.css). */
const changed = (all: Variables, base: Variables): Variables =>
  Object.fromEntries(Object.entries(all).filter(([key, value]) => base[key] !== value));

/** The CSS MantineProvider writes for the portal's theme (its `deduplicateCssVariables` default). */
export function themeCss(): string {
  const resolved = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const base = defaultCssVariablesResolver(DEFAULT_THEME);
  const input: ConvertCSSVariablesInput = {
    variables: changed(resolved.variables, base.variables),
    light: changed(resolved.light, base.light),
    dark: changed(resolved.dark, base.dark),
  };
  return convertCssVariables(input);
}

/** Vite plugin: the theme's variables in a `<style>` at the start of index.html's body (after the stylesheets in the head, whose defaults it overrides, as the provider's own `<style>` does). */
export function themeVariables(): Plugin {
  return {
    name: 'fetp-theme-variables',
    transformIndexHtml: () => [{ tag: 'style', attrs: { 'data-fetp-theme': '' }, children: themeCss(), injectTo: 'body-prepend' }],
  };
}
