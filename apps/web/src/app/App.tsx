import type { ReactNode } from 'react';
import { LocaleProvider, type LoadedLocale } from './LocaleProvider';
import { PublicDataProvider, type PublicDataStore } from './publicData';
import { ToastHost } from './ToastHost';
import { AppRouter } from './router';

/**
 * The providers every page has: the language, the public answers (app/publicData.tsx) and the
 * toasts. Mantine's provider and the data layer (TanStack Query) are not here: they come with the
 * pages that need them (router.tsx, MantineLayer.tsx, DataLayer.tsx), not with the public home and
 * sign-in pages. `children` replaces the browser's router (the build's prerender renders one address).
 */
export function App({ locale, store, children }: { locale: LoadedLocale; store?: PublicDataStore; children?: ReactNode }) {
  return (
    <LocaleProvider initial={locale}>
      <PublicDataProvider store={store}>
        <ToastHost />
        {children ?? <AppRouter />}
      </PublicDataProvider>
    </LocaleProvider>
  );
}
