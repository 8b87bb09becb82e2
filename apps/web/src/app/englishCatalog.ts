import type { MessageDescriptor } from 'react-intl';
import appMessages from './messages';
import { serverMessages } from './serverMessages';

type Catalog = Record<string, MessageDescriptor>;

/**
 * Every message module of the shared pieces and the features, found by the build (no hand-kept
 * list): a file named `messages.ts` or `<something>Messages.ts` under `ui/` or `features/`; each of
 * its exports is a catalog of message descriptors.
 */
const messageModules = import.meta.glob<Record<string, Catalog>>(['../ui/**/messages.ts', '../ui/**/*Messages.ts', '../features/**/messages.ts', '../features/**/*Messages.ts'], { eager: true });

/** Every catalog with a name for failure messages (`<file>#<export>`). */
export const namedCatalogs: Array<[string, Catalog]> = [
  ['app/messages.ts#default', appMessages],
  ...Object.entries(serverMessages).map(([group, catalog]): [string, Catalog] => [`app/messages.ts#serverMessages.${group}`, catalog]),
  ...Object.entries(messageModules).flatMap(([file, module]) =>
    Object.entries(module).map(([name, catalog]): [string, Catalog] => [`${file.replace('../', '')}#${name}`, catalog]),
  ),
];

/** The message modules found, relative to `src/` (the catalog test checks that none is missed). */
export const messageModuleFiles = Object.keys(messageModules).map((file) => file.replace('../', ''));

/**
 * The whole English catalog, id → text, for the catalog checks and the tests. The portal itself
 * does not load it: each text travels as its descriptor's default with the page that shows it.
 */
export const englishMessages: Record<string, string> = {};
for (const [, catalog] of namedCatalogs) {
  for (const descriptor of Object.values(catalog)) {
    if (descriptor.id && typeof descriptor.defaultMessage === 'string') {
      englishMessages[descriptor.id] = descriptor.defaultMessage;
    }
  }
}
