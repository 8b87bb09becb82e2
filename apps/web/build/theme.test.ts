import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { theme } from '../src/app/theme';
import { themeCss } from './theme';

describe("the theme's variables written into index.html (build/theme.ts)", () => {
  it('are what MantineProvider writes for the theme', () => {
    const markup = renderToStaticMarkup(createElement(MantineProvider, { theme, defaultColorScheme: 'light' }, createElement('span')));
    const written = /<style data-mantine-styles="true">(.*?)<\/style>/s.exec(markup)?.[1];
    expect(written).toBeTruthy();
    expect(themeCss()).toBe(written);
  });

  it('carry the portal colour as the primary colour', () => {
    expect(themeCss()).toContain('--mantine-color-fetp-9: #0b7285');
    expect(themeCss()).toContain('--mantine-primary-color-filled: var(--mantine-color-fetp-filled)');
  });
});
