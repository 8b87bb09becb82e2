import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DirectionProvider, useDirection } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { Locale } from '@fetp/contract';
import { loadMessages, onIntlError, LOCALE, setOutsideIntl, type Messages } from './i18n';
import { applyLocaleToDocument, directionOf, rememberLocale } from './locale';

export interface LoadedLocale {
  locale: Locale;
  messages: Messages;
}

/** Puts a loaded language where code outside React reads it: `<html lang dir>` and the HTTP client's catalog. */
export function applyOutsideReact({ locale, messages }: LoadedLocale): void {
  applyLocaleToDocument(locale);
  setOutsideIntl(locale, messages);
}

interface LocaleState {
  locale: Locale;
  /** Switches the whole portal to a language once its catalog is loaded, and keeps the choice. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale outside LocaleProvider');
  return state;
}

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
 * The language of the portal: react-intl's catalog, the document's lang and dir, and Mantine's
 * direction (so it goes above MantineProvider).
 */
export function LocaleProvider({ initial, children }: { initial: LoadedLocale; children: ReactNode }) {
  const [loaded, setLoaded] = useState(initial);

  const setLocale = useCallback(async (locale: Locale) => {
    rememberLocale(locale);
    const next = { locale, messages: await loadMessages(locale) };
    applyOutsideReact(next);
    setLoaded(next);
  }, []);

  const state = useMemo(() => ({ locale: loaded.locale, setLocale }), [loaded.locale, setLocale]);
  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={loaded.locale} defaultLocale={LOCALE} messages={loaded.messages} onError={onIntlError}>
        <DirectionProvider initialDirection={directionOf(initial.locale)} detectDirection={false}>
          <DirectionOf locale={loaded.locale} />
          {children}
        </DirectionProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
