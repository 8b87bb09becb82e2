import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { checkScreen } from './axe';
import { openTab, signIn, url, useBrowser } from './support';

const documentLanguage = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** The dashboards (issue 23) in the portal's other languages: the browser's language, no account choice saved. */
describe('dashboards in French and Arabic', () => {
  const browser = useBrowser();

  for (const [lang, dir, texts] of [
    ['fr', 'ltr', { coordinator: 'Tableau de bord du coordonnateur', analytics: 'Production du programme par cohorte (achevée)', mentor: 'Tableau de bord du mentor' }],
    ['ar', 'rtl', { coordinator: 'لوحة تحكم المنسّق', analytics: 'مخرجات البرنامج لكل دفعة (المنجزة)', mentor: 'لوحة تحكم المرشد' }],
  ] as const) {
    it(`shows the coordinator dashboard, its analytics and the mentor dashboard in ${lang}, axe clean, at 360 px`, async () => {
      const { page } = await browser.open();
      await signIn(page, DEMO_ACCOUNTS.coordinator);
      await page.evaluate((chosen) => localStorage.setItem('fetp.locale', chosen), lang);
      await page.goto(url('/learn/cal/coordinator/dashboard/'), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: texts.coordinator }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang, dir });
      const tabs = page.getByTestId('coordinator-tabs');
      await tabs.getByRole('tab').first().waitFor();
      // No tab label is left in English.
      for (const english of ['Officer', 'CAL BASED', 'Officer based', 'Programme Analytics']) {
        expect(await tabs.getByRole('tab', { name: english, exact: true }).count(), english).toBe(0);
      }
      await openTab(tabs.getByRole('tab').last());
      const pane = page.getByTestId('programme-analytics');
      await pane.getByText(texts.analytics).waitFor();
      await checkScreen(page, `dashboards-lang-${lang}-analytics`, pane);

      await page.goto(url('/learn/cal/mentor/dashboard/'), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: texts.mentor }).waitFor();
      const tablist = page.getByRole('tablist').first();
      await tablist.waitFor();
      await checkScreen(page, `dashboards-lang-${lang}-mentor`, tablist);
    });
  }
});
