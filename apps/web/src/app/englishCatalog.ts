import type { MessageDescriptor } from 'react-intl';
import appMessages from './messages';
import { serverMessages } from './serverMessages';
import uiMessages from '../ui/messages';
import formMessages from '../ui/form/messages';
import dynamicFormMessages from '../ui/DynamicForm/messages';
import eventMessages from '../ui/events/messages';
import tableMessages from '../ui/tableMessages';
import fileInputMessages from '../ui/form/fileInputMessages';

type Catalog = Record<string, MessageDescriptor>;

/**
 * Every feature's messages.ts, found by the build (no hand-kept list): each export of such a module
 * is a catalog of message descriptors.
 */
const featureCatalogs = Object.values(import.meta.glob<Record<string, Catalog>>('../features/*/messages.ts', { eager: true }))
  .flatMap((module) => Object.values(module));

const catalogs: Catalog[] = [appMessages, ...Object.values<Catalog>(serverMessages), uiMessages, formMessages, dynamicFormMessages, eventMessages, tableMessages, fileInputMessages, ...featureCatalogs];

/**
 * The whole English catalog, id → text, for the catalog checks and the tests. The portal itself
 * does not load it: each text travels as its descriptor's default with the page that shows it.
 */
export const englishMessages: Record<string, string> = {};
for (const catalog of catalogs) {
  for (const descriptor of Object.values(catalog)) {
    if (descriptor.id && typeof descriptor.defaultMessage === 'string') {
      englishMessages[descriptor.id] = descriptor.defaultMessage;
    }
  }
}
