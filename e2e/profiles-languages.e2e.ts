import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { checkScreen } from './axe';
import { signIn, url, useBrowser } from './support';

const documentLanguage = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/**
 * Profiles and Account Settings (issue 24) in the portal's other languages: variant C's cards and
 * form (a frontline officer, mentee 9), the mentor's profile and Account Settings, axe clean, at 360 px.
 */
describe('profiles in French and Arabic', () => {
  const browser = useBrowser();

  for (const [lang, dir, texts] of [
    ['fr', 'ltr', { mine: 'MON PROFIL', mentor: 'PROFIL DU MENTOR', edit: 'Modifier', settings: 'Paramètres du compte', personal: 'Informations personnelles' }],
    ['ar', 'rtl', { mine: 'ملفي الشخصي', mentor: 'الملف الشخصي للمرشد', edit: 'تعديل', settings: 'إعدادات الحساب', personal: 'البيانات الشخصية' }],
  ] as const) {
    it(`shows a frontline officer's profile and form, the mentor's profile and Account Settings in ${lang}`, async () => {
      const { page } = await browser.open();
      await signIn(page, DEMO_ACCOUNTS.mentees[8]!);
      await page.evaluate((chosen) => localStorage.setItem('fetp.locale', chosen), lang);
      await page.goto(url('/learn/ask/profile/details/'), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: texts.mine }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang, dir });
      const cards = page.getByTestId('profile-cards');
      await cards.getByText(texts.personal).first().waitFor();
      expect(await cards.getByText('Personal Details', { exact: true }).count()).toBe(0);
      await checkScreen(page, `profiles-lang-${lang}-cards`, cards);

      await page.getByRole('button', { name: texts.edit }).click();
      const form = page.getByTestId('profile-form-frontline-profile-page');
      await form.waitFor();
      await checkScreen(page, `profiles-lang-${lang}-form`, form);

      await page.goto(url('/learn/account/settings/'), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: texts.settings }).waitFor();
      await page.getByTestId('session-list').waitFor();
      await checkScreen(page, `profiles-lang-${lang}-settings`, page.getByTestId('session-list'));

      const mentor = await browser.open();
      await signIn(mentor.page, DEMO_ACCOUNTS.mentors[1]!);
      await mentor.page.evaluate((chosen) => localStorage.setItem('fetp.locale', chosen), lang);
      await mentor.page.goto(url('/learn/ask/profile/details/'), { waitUntil: 'load' });
      await mentor.page.getByRole('heading', { level: 1, name: texts.mentor }).waitFor();
      await checkScreen(mentor.page, `profiles-lang-${lang}-mentor`, mentor.page.getByTestId('profile-cards'));
    });
  }
});
