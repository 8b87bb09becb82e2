import { useCallback } from 'react';
import { createIntl, createIntlCache, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@fetp/contract';
import appMessages, { serverMessages } from './messages';
import uiMessages from '../ui/messages';
import formMessages from '../ui/form/messages';

export const LOCALE: Locale = DEFAULT_LOCALE;

type Catalog = Record<string, MessageDescriptor>;

/**
 * Every feature's messages.ts, found by the build (no hand-kept list): each export of such a module
 * is a catalog of message descriptors.
 */
const featureCatalogs = Object.values(import.meta.glob<Record<string, Catalog>>('../features/*/messages.ts', { eager: true }))
  .flatMap((module) => Object.values(module));

const catalogs: Catalog[] = [appMessages, ...Object.values<Catalog>(serverMessages), uiMessages, formMessages, ...featureCatalogs];

/** The English catalog, built from every feature's messages.ts. */
export const englishMessages: Record<string, string> = {};
for (const catalog of catalogs) {
  for (const descriptor of Object.values(catalog)) {
    if (descriptor.id && typeof descriptor.defaultMessage === 'string') {
      englishMessages[descriptor.id] = descriptor.defaultMessage;
    }
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

/** The catalog of a language: its translations over the English ones (a missing key shows in English). */
export async function loadMessages(locale: Locale): Promise<Record<string, string>> {
  if (locale === 'en') return englishMessages;
  const { default: translated } = await TRANSLATIONS[locale]();
  return { ...englishMessages, ...translated };
}

const cache = createIntlCache();

/** The catalog for code outside React (the HTTP client's toasts); it follows the chosen language. */
export let intl: IntlShape = createIntl({ locale: LOCALE, defaultLocale: LOCALE, messages: englishMessages, onError: onIntlError }, cache);

export function setOutsideIntl(locale: Locale, messages: Record<string, string>): void {
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
