import type { MessageDescriptor } from 'react-intl';
import { SERVER_MESSAGES, type ServerMessageGroup } from '@fetp/contract';

/**
 * The server's answer texts as catalog entries, for the languages other than English: loaded with
 * such a language's catalog (app/i18n.ts), since in English a server text is shown as it comes.
 */

type Descriptor = { id: string; defaultMessage: string; description: string };
type TextKeys<Group> = { [Key in keyof Group]: Group[Key] extends string ? Key : never }[keyof Group];
type ServerCatalog = { [Group in ServerMessageGroup]: Record<TextKeys<(typeof SERVER_MESSAGES)[Group]>, Descriptor> };

/** The translators' note of every server answer text. */
const SERVER_DESCRIPTION = 'A validation or refusal message from the server, shown under a form field or in an alert.';

/**
 * Every text the server answers with (the contract's SERVER_MESSAGES) as catalog entries under
 * `server.<group>.<key>`: a form shows the server's exact English message, and other languages
 * translate it by that key.
 */
export const serverMessages = Object.fromEntries(
  Object.entries(SERVER_MESSAGES).map(([group, texts]) => [
    group,
    Object.fromEntries(
      Object.entries(texts)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([key, text]) => [key, { id: `server.${group}.${key}`, defaultMessage: text, description: SERVER_DESCRIPTION }]),
    ),
  ]),
) as ServerCatalog;

/** The catalog entry of each server answer text; the first group that has a text wins. */
export const serverEntryOf = new Map<string, MessageDescriptor>();
for (const group of Object.values<Record<string, Descriptor>>(serverMessages)) {
  for (const descriptor of Object.values(group)) {
    if (!serverEntryOf.has(descriptor.defaultMessage)) serverEntryOf.set(descriptor.defaultMessage, descriptor);
  }
}
