import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from 'react-intl';
import { englishMessages } from './englishCatalog';
import appMessages from './messages';
import { serverMessages } from './serverMessages';
import * as uiCatalogs from '../ui/messages';
import * as formCatalogs from '../ui/form/messages';
import * as dynamicFormCatalogs from '../ui/DynamicForm/messages';
import * as eventCatalogs from '../ui/events/messages';
import * as tableCatalogs from '../ui/tableMessages';
import * as fileInputCatalogs from '../ui/form/fileInputMessages';

type Catalog = Record<string, MessageDescriptor>;

/** Every feature's messages.ts, found as i18n.ts finds them: each export is a catalog. */
const featureModules = import.meta.glob<Record<string, Catalog>>('../features/*/messages.ts', { eager: true });

/**
 * The catalogs i18n.ts builds the English catalog from (app, ui, ui/form, ui/DynamicForm and every feature), each with
 * a name for failure messages: `<file>#<export>`. The first test fails if the two lists drift apart.
 */
const catalogs: [string, Catalog][] = [
  ['app/messages.ts#default', appMessages],
  ...Object.entries(serverMessages).map(([group, catalog]): [string, Catalog] => [`app/messages.ts#serverMessages.${group}`, catalog]),
  ...Object.entries(uiCatalogs).map(([name, catalog]): [string, Catalog] => [`ui/messages.ts#${name}`, catalog]),
  ...Object.entries(formCatalogs).map(([name, catalog]): [string, Catalog] => [`ui/form/messages.ts#${name}`, catalog]),
  ...Object.entries(dynamicFormCatalogs).map(([name, catalog]): [string, Catalog] => [`ui/DynamicForm/messages.ts#${name}`, catalog]),
  ...Object.entries(eventCatalogs).map(([name, catalog]): [string, Catalog] => [`ui/events/messages.ts#${name}`, catalog]),
  ...Object.entries(tableCatalogs).map(([name, catalog]): [string, Catalog] => [`ui/tableMessages.ts#${name}`, catalog]),
  ...Object.entries(fileInputCatalogs).map(([name, catalog]): [string, Catalog] => [`ui/form/fileInputMessages.ts#${name}`, catalog]),
  ...Object.entries(featureModules).flatMap(([file, module]) =>
    Object.entries(module).map(([name, catalog]): [string, Catalog] => [`${file.replace('../', '')}#${name}`, catalog]),
  ),
];

const descriptors = catalogs.flatMap(([catalog, entries]) =>
  Object.entries(entries).map(([key, descriptor]) => ({ catalog, key, descriptor })),
);

describe('message descriptors', () => {
  it('are collected from the same catalogs as the English catalog', () => {
    expect(Object.keys(featureModules).length).toBeGreaterThan(0);
    const ids = new Set(descriptors.map(({ descriptor }) => descriptor.id));
    const uncovered = Object.keys(englishMessages).filter((id) => !ids.has(id));
    expect(uncovered, `catalog ids this test does not check (import their catalog here): ${uncovered.join(', ')}`).toEqual([]);
    expect(ids).toEqual(new Set(Object.keys(englishMessages)));
  });

  it('each carry a description for translators', () => {
    const missing = descriptors
      .filter(({ descriptor }) => typeof descriptor.description !== 'string' || descriptor.description.trim() === '')
      .map(({ catalog, key, descriptor }) => `${descriptor.id} (${catalog}.${key})`);
    expect(missing, `messages without a description: ${missing.join(', ')}`).toEqual([]);
  });
});
