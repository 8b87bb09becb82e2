import { describe, expect, it } from 'vitest';
import { createIntl, createIntlCache } from 'react-intl';
import { ADMISSION_MESSAGES, MESSAGES, REQUEST_MESSAGES } from '@fetp/contract';
import { englishMessages } from './englishCatalog';
import { loadMessages, translateValidation } from './i18n';

describe('server answer texts (issue 11: translated by key)', () => {
  it('every text of the contract has an English entry under server.<group>.<key>', () => {
    expect(englishMessages['server.validation.required']).toBe(MESSAGES.required);
    expect(englishMessages['server.request.serviceUnavailable']).toBe(REQUEST_MESSAGES.serviceUnavailable);
    expect(englishMessages['server.admission.notCoordinator']).toBe(ADMISSION_MESSAGES.notCoordinator);
  });

  it('a server answer shows in the current language through its key; an unknown text stays as it is', async () => {
    // The index of server texts comes with another language's catalog.
    await loadMessages('fr');
    const french = createIntl(
      {
        locale: 'fr',
        defaultLocale: 'en',
        messages: { ...englishMessages, 'server.request.tooManyAttempts': 'Trop de tentatives. Réessayez dans quelques minutes.' },
      },
      createIntlCache(),
    );
    expect(translateValidation(french, REQUEST_MESSAGES.tooManyAttempts)).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
    expect(translateValidation(french, MESSAGES.required)).toBe(MESSAGES.required);
    expect(translateValidation(french, 'Some text the contract does not know.')).toBe('Some text the contract does not know.');
    expect(translateValidation(french, undefined)).toBeUndefined();
  });

  it('in English a server text is shown as it comes', () => {
    const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} }, createIntlCache());
    expect(translateValidation(english, REQUEST_MESSAGES.tooManyAttempts)).toBe(REQUEST_MESSAGES.tooManyAttempts);
  });
});
