import '../ui/styles/common';
import { useContext, useEffect, type ReactNode } from 'react';
import { DirectionProvider, MantineContext, MantineProvider, useDirection } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { Locale } from '@fetp/contract';
import { useLocale } from './LocaleProvider';
import { directionOf } from './locale';
import { theme } from './theme';

/** Keeps Mantine's direction (menus, drawers, inputs) with the language's. */
function DirectionOf({ locale }: { locale: Locale }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(locale)), [locale, setDirection]);
  return null;
}

/** Mantine's date pickers in the chosen language (month and day names); inside MantineProvider. */
export function LocaleDates({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return <DatesProvider settings={{ locale }}>{children}</DatesProvider>;
}

/**
 * Mantine's provider with the portal's theme, its direction following the language, and the date
 * pickers' locale: what a Mantine component needs around it. Not part of the first load (the public
 * home and sign-in pages draw no Mantine component, and the theme's CSS variables are in index.html,
 * written by the build): the data layer (DataLayer.tsx) brings it for every other page, and each
 * Mantine control the public pages open later (a header menu, the phone menu, the code step, a toast)
 * brings it with its own chunk. Inside another one it adds nothing.
 */
export default function MantineLayer({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const outer = useContext(MantineContext);
  if (outer) return <>{children}</>;
  return (
    <DirectionProvider initialDirection={directionOf(locale)} detectDirection={false}>
      <DirectionOf locale={locale} />
      <MantineProvider theme={theme} defaultColorScheme="light">
        <LocaleDates>{children}</LocaleDates>
      </MantineProvider>
    </DirectionProvider>
  );
}
