import { useCallback } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { DEFAULT_LOCALE } from '@fetp/contract';

/**
 * The interface's text helpers, without data: the shared pieces of ui/ and the features use them
 * alike. The server's answer texts are handed in by app/i18n.ts when another language's catalog
 * loads (setServerEntries), so this module loads no catalog itself.
 */

/**
 * The server's answer texts by their English text, set with another language's catalog: in
 * English a server text is shown as it comes, so the first load carries none of them.
 */
let serverEntries: ReadonlyMap<string, MessageDescriptor> | null = null;

export function setServerEntries(entries: ReadonlyMap<string, MessageDescriptor>): void {
  serverEntries = entries;
}

export type MessageValues = Record<string, string | number>;

export function useT(): (descriptor: MessageDescriptor, values?: MessageValues) => string {
  const current = useIntl();
  return useCallback((descriptor, values) => current.formatMessage(descriptor, values), [current]);
}

/**
 * Turns a server answer text (a contract validation message, a refusal) into the current
 * language, through its `server.<group>.<key>` entry; a text the contract does not know stays.
 */
export function translateValidation(formatter: IntlShape, message: string | undefined): string | undefined {
  if (!message || formatter.locale === DEFAULT_LOCALE || !serverEntries) return message;
  const entry = serverEntries.get(message);
  return entry ? formatter.formatMessage(entry) : message;
}

/** Hook form of translateValidation for field `error` props. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const current = useIntl();
  return useCallback((message) => translateValidation(current, message), [current]);
}
