import { createTheme, type MantineColorsTuple } from '@mantine/core';

const fetp: MantineColorsTuple = [
  '#e3fafc',
  '#c5f6fa',
  '#99e9f2',
  '#66d9e8',
  '#3bc9db',
  '#22b8cf',
  '#15aabf',
  '#1098ad',
  '#0c8599',
  '#0b7285',
];

export const theme = createTheme({
  primaryColor: 'fetp',
  primaryShade: { light: 9, dark: 6 },
  colors: { fetp },
  defaultRadius: 'md',
  // Someone who asked their system for less motion gets menus, modals and toasts without animation.
  respectReducedMotion: true,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
});
