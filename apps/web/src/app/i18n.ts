import { useCallback } from 'react';
import { createIntl, createIntlCache, useIntl, type IntlShape, type MessageDescriptor, type MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@fetp/contract';
import { serverMessages } from './messages';

export const LOCALE: Locale = DEFAULT_LOCALE;

type Catalog = Record<string, MessageDescriptor>;

/**
 * A loaded catalog: texts, or their syntax trees when the build compiled them (react-intl checks
 * each entry by itself, so a catalog may mix both, though its type names one or the other).
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * The catalog every language starts from: the server's answer texts as plain strings. Interface
 * texts need no English catalog (react-intl shows a descriptor's defaultMessage, compiled at build),
 * so no feature's messages load before its page; server texts are runtime strings, and as catalog
 * entries they are shown as they are, with no message parser in the browser.
 */
export const serverTexts: Record<string, string> = {};
for (const group of Object.values<Catalog>(serverMessages)) {
  for (const descriptor of Object.values(group)) {
    if (descriptor.id) serverTexts[descriptor.id] = descriptor.defaultMessage as string;
  }
}

export const onIntlError = (error: { code?: string }): void => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

/** Each language's translations, loaded only when that language is chosen (its own chunk). */
const TRANSLATIONS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  fr: () => import('dayjs/locale/fr').then(() => import('../locales/fr.json')),
  ar: () => import('dayjs/locale/ar').then(() => import('../locales/ar.json')),
};

/**
 * The catalog of a language: its translations over the server's English texts (an interface text
 * missing from it shows its English default). The build compiles each translation to its syntax
 * tree, so the type is wider than the JSON's strings.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return serverTexts;
  const { default: translated } = await TRANSLATIONS[locale]();
  return { ...serverTexts, ...translated } as Messages;
}

const cache = createIntlCache();

/** The catalog for code outside React (the HTTP client's toasts); it follows the chosen language. */
export let intl: IntlShape = createIntl({ locale: LOCALE, defaultLocale: LOCALE, messages: serverTexts, onError: onIntlError }, cache);

export function setOutsideIntl(locale: Locale, messages: Messages): void {
  intl = createIntl({ locale, defaultLocale: LOCALE, messages, onError: onIntlError }, cache);
}

export type MessageValues = Record<string, string | number>;

export function useT(): (descriptor: MessageDescriptor, values?: MessageValues) => string {
  const current = useIntl();
  return useCallback((descriptor, values) => current.formatMessage(descriptor, values), [current]);
}

/** The catalog entry of each server answer text; the first group that has a text wins. */
const serverEntryOf = new Map<string, MessageDescriptor>();
for (const group of Object.values<Catalog>(serverMessages)) {
  for (const descriptor of Object.values(group)) {
    const text = descriptor.defaultMessage as string;
    if (!serverEntryOf.has(text)) serverEntryOf.set(text, descriptor);
  }
}

/**
 * Turns a server answer text (a contract validation message, a refusal) into the current
 * language, through its `server.<group>.<key>` entry; a text the contract does not know stays.
 */
export function translateValidation(formatter: IntlShape, message: string | undefined): string | undefined {
  if (!message) return message;
  const entry = serverEntryOf.get(message);
  return entry ? formatter.formatMessage(entry) : message;
}

/** Hook form of translateValidation for field `error` props. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const current = useIntl();
  return useCallback((message) => translateValidation(current, message), [current]);
}
