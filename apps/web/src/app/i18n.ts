import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
import { setServerEntries } from '../ui/i18n';
import { DEFAULT_LOCALE, type Locale } from '@fetp/contract';

export const LOCALE: Locale = DEFAULT_LOCALE;


/**
 * A loaded catalog: texts, or their syntax trees when the build compiled them (react-intl checks
 * each entry by itself, so a catalog may mix both, though its type names one or the other).
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * The server's answer texts by their English text, loaded with another language's catalog (in
 * English a server text is shown as it comes) and handed to the text helpers of ui/i18n.ts.
 */
const loadServerEntries = () =>
  import('./serverMessages').then((module) => {
    setServerEntries(module.serverEntryOf);
  });

export const onIntlError = (error: { code?: string }): void => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

/** Each language's translations, loaded only when that language is chosen (its own chunk). */
const TRANSLATIONS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  fr: () => Promise.all([import('dayjs/locale/fr'), loadServerEntries()]).then(() => import('../locales/fr.json')),
  ar: () => Promise.all([import('dayjs/locale/ar'), loadServerEntries()]).then(() => import('../locales/ar.json')),
};

/**
 * The catalog of a language (an interface text missing from it shows its English default). English
 * needs none: every text is its descriptor's default. The build compiles each translation to its
 * syntax tree, so the type is wider than the JSON's strings.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return {};
  const { default: translated } = await TRANSLATIONS[locale]();
  return translated as Messages;
}

const cache = createIntlCache();

/** The catalog for code outside React (the HTTP client's toasts); it follows the chosen language. */
export let intl: IntlShape = createIntl({ locale: LOCALE, defaultLocale: LOCALE, messages: {}, onError: onIntlError }, cache);

export function setOutsideIntl(locale: Locale, messages: Messages): void {
  intl = createIntl({ locale, defaultLocale: LOCALE, messages, onError: onIntlError }, cache);
}

export { setServerEntries, translateValidation, useFieldError, useT, type MessageValues } from '../ui/i18n';
