import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageModuleFiles, namedCatalogs as catalogs } from './englishCatalog';

const src = path.resolve(import.meta.dirname, '..');

/** Files under src/ (tests aside) that define messages, relative to src/. */
function filesDefiningMessages(dir = src): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesDefiningMessages(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return fs.readFileSync(full, 'utf8').includes('defineMessages(') ? [path.relative(src, full)] : [];
  });
}

const descriptors = catalogs.flatMap(([catalog, entries]) =>
  Object.entries(entries).map(([key, descriptor]) => ({ catalog, key, descriptor })),
);

describe('message descriptors', () => {
  it('are all found: every file that defines messages is a message module (messages.ts or *Messages.ts)', () => {
    expect(messageModuleFiles).toContain('ui/tableMessages.ts');
    const missed = filesDefiningMessages().filter((file) => file !== 'app/messages.ts' && !messageModuleFiles.includes(file));
    expect(missed, `files defining messages outside the catalog (name them messages.ts or *Messages.ts under ui/ or features/): ${missed.join(', ')}`).toEqual([]);
  });

  it('each carry a description for translators', () => {
    const missing = descriptors
      .filter(({ descriptor }) => typeof descriptor.description !== 'string' || descriptor.description.trim() === '')
      .map(({ catalog, key, descriptor }) => `${descriptor.id} (${catalog}.${key})`);
    expect(missing, `messages without a description: ${missing.join(', ')}`).toEqual([]);
  });
});
