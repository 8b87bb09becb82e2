import { DEFAULT_LOCALE, RTL_LOCALES, isLocale, matchLocale, type Locale } from '@fetp/contract';

const STORAGE_KEY = 'fetp.locale';

/** The language chosen on this device, else the browser's when the portal has it, else English. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage blocked: fall through to the browser's languages
  }
  const tags = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return matchLocale(tags) ?? DEFAULT_LOCALE;
}

/** Keeps a chosen language for the next visit on this device. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this visit
  }
}

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr');

let current: Locale = DEFAULT_LOCALE;

/** The language in use, for code outside React (the HTTP client's Accept-Language). */
export const currentLocale = (): Locale => current;

/** Applies a language to the document: `<html lang dir>`, read by the browser, screen readers and CSS. */
export function applyLocaleToDocument(locale: Locale): void {
  current = locale;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
