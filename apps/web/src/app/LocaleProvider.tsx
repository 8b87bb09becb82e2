import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@fetp/contract';
import { loadMessages, onIntlError, LOCALE, setOutsideIntl, type Messages } from './i18n';
import { applyLocaleToDocument, rememberLocale } from './locale';

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

/**
 * The language of the portal: react-intl's catalog and the document's lang and dir (Mantine's
 * direction follows it in MantineLayer.tsx).
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
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
