import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { choose } from './admin-steps';
import { seriousFindings } from './axe';
import { screenshot, signIn, url, useBrowser, waitForStable } from './support';

const documentLanguage = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Scheduling (issue 22) in the portal's other languages: the browser's language, no account choice saved. */
describe('scheduling in French and Arabic', () => {
  const browser = useBrowser();

  for (const [lang, dir, heading, webinarsTab, interval, weekly, monday] of [
    ['fr', 'ltr', 'Présences et plannings', 'Webinaires', 'Périodicité', 'Hebdomadaire', 'Lundi'],
    ['ar', 'rtl', null, null, 'التكرار', 'أسبوعي', 'الاثنين'],
  ] as const) {
    it(`shows the coordinator's Attendance & Schedules and the webinar form's messages in ${lang}, axe clean, at 360 px`, async () => {
      // Signed in in English (the helper reads the English form), then this device's language is chosen.
      const coordinator = await browser.open();
      await signIn(coordinator.page, DEMO_ACCOUNTS.coordinator);
      await coordinator.page.evaluate((chosen) => localStorage.setItem('fetp.locale', chosen), lang);
      await coordinator.page.goto(url('/learn/schedules/'));
      const lists = coordinator.page.getByTestId('schedule-lists');
      await lists.waitFor();
      await coordinator.page.getByTestId('webinars-table-row').first().waitFor({ timeout: 15_000 });
      expect(await documentLanguage(coordinator.page)).toEqual({ lang, dir });
      if (heading) await coordinator.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (webinarsTab) await lists.getByRole('tab', { name: webinarsTab, exact: true }).waitFor();
      await waitForStable(lists);
      expect(await seriousFindings(coordinator.page)).toEqual([]);
      await screenshot(coordinator.page, `scheduling-lang-${lang}-coordinator-schedules`);
      await coordinator.page.setViewportSize({ width: 360, height: 780 });
      await waitForStable(lists);
      expect(await fitsWidth(coordinator.page)).toBe(true);
      await screenshot(coordinator.page, `scheduling-lang-${lang}-coordinator-schedules-phone`);

      await coordinator.page.getByTestId('webinars-new').click();
      const form = coordinator.page.getByRole('dialog');
      await form.getByTestId('webinar-save').waitFor();
      await form.getByTestId('webinar-save').click();
      await form.locator('.mantine-InputWrapper-error').first().waitFor();
      expect(await seriousFindings(coordinator.page)).toEqual([]);
      await screenshot(coordinator.page, `scheduling-lang-${lang}-new-webinar-errors-phone`);

      // A weekly series offers the week days in the reader's language (the platform's Intl names).
      await choose(coordinator.page, form, interval, weekly);
      const days = form.getByTestId('webinar-week-days');
      await days.getByRole('checkbox', { name: monday, exact: true }).waitFor();
      expect(await days.getByRole('checkbox').count()).toBe(7);
      await screenshot(coordinator.page, `scheduling-lang-${lang}-weekly-webinar-phone`);
    });
  }
});
