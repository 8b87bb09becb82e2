import { describe, expect, it } from 'vitest';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@fetp/contract';
import { englishMessages } from './englishCatalog';
import { loadMessages } from './i18n';
import fr from '../locales/fr.json';
import ar from '../locales/ar.json';

const TRANSLATIONS: Record<string, Record<string, string>> = { fr, ar };

/** Words written the same in the language as in English (checked by a translator), so not "left in English". */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fr: [
    'ui.notifications.title', 'ui.pagination.label', 'applicant.field.district', 'applicant.field.ms_excel', 'applicant.field.ms_powerPoint',
    'applicant.field.id_signature', 'applicationTracker.col.email', 'applicationTracker.col.district', 'registration.email', 'registration.district',
    'login.email', 'login.emailPlaceholder', 'coursePage.banner.mentors', 'milestoneVersions.col.version',
    // Hours and minutes are abbreviated "h" and "min" in French too.
    'modules.duration',
    // "Mentor" is French too.
    'dashboards.role.mentor',
    // The profile's district label: "District" in French too.
    'profiles.field.district',
    // The reports' columns: "District", "Citation", "Mentor(s)" are French too.
    'reports.col.citation', 'reports.col.mentor_1', 'reports.col.mentor_2', 'reports.col.district', 'reports.col.mentors',
    // Bulk e-mail: "Mentors" and "Message" are French too.
    'bulkMail.mentors', 'bulkMail.message',
    // Content Management: "Actions", "Admission", "Dates", "Description", "Discussion" are French too; "Frontline" is the track's name.
    'programmeSetup.colActions', 'programmeSetup.colDates', 'programmeSetup.colAdmission', 'programmeSetup.description', 'programmeSetup.trackFrontline',
    'programmeSetup.tab_discussion',
    // The audit log: "Action" is French too.
    'auditLog.action',
    // Content Management's count of mentors: "Mentors" is French too.
    'administration.count.mentors',
    // People: "E-mail", "Mentor", "Place" are French too.
    'people.colEmail', 'people.mentorSlot', 'people.mentor', 'people.slot', 'people.role.mentor',
    // CAL templates: "Actions" is French too.
    'calTemplates.colActions',
  ],
  ar: ['applicant.field.ms_excel', 'applicant.field.ms_powerPoint', 'login.emailPlaceholder'],
};

/** The names of a message's placeholders ({name}, {count, plural, …}), nested ones included. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== TYPE.literal && typeof element.value === 'string') into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) placeholders(option.value, into);
    if (element.type === TYPE.tag) placeholders(element.children, into);
  }
  return into;
}

describe('language catalogs (issue 12)', () => {
  it('every language has exactly the keys of the English catalog', () => {
    const english = Object.keys(englishMessages).sort();
    for (const [locale, catalog] of Object.entries(TRANSLATIONS)) {
      const keys = Object.keys(catalog);
      const missing = english.filter((id) => !(id in catalog));
      const extra = keys.filter((id) => !(id in englishMessages));
      expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
    }
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort());
  });

  it('every translation is valid ICU with the same placeholders as the English, and not left in English', () => {
    for (const [locale, catalog] of Object.entries(TRANSLATIONS)) {
      const untranslated: string[] = [];
      for (const [id, text] of Object.entries(catalog)) {
        const english = englishMessages[id]!;
        const mine = [...placeholders(parse(text))].sort();
        expect(mine, `${locale} ${id}`).toEqual([...placeholders(parse(english))].sort());
        if (text === english && /[a-z]{4,}/.test(english.replace(/\{[^}]*\}/g, ''))) untranslated.push(id);
      }
      expect(untranslated, locale).toEqual(SAME_AS_ENGLISH[locale] ?? []);
    }
  });

  it('a language is loaded over the English one', async () => {
    const french = await loadMessages('fr');
    expect(french['shell.language.label']).toBe('Langue');
    expect(Object.keys(french).length).toBe(Object.keys(englishMessages).length);
    expect((await loadMessages('ar'))['shell.language.label']).toBe('اللغة');
  });
});
