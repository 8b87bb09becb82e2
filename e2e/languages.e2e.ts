import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { DEMO_PASSWORD, enterCode, latestMail, screenshot, signIn, url, useBrowser } from './support';

/** Accounts no other browser test signs in with: their saved language changes here. */
const FRENCH_ACCOUNT = DEMO_ACCOUNTS.mentees[9]!;
const ARABIC_ACCOUNT = DEMO_ACCOUNTS.mentees[10]!;

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId('language-menu-button').click();
  await page.getByTestId('language-menu').getByRole('menuitem', { name }).click();
}

/** English, Français, العربية (issue 12): the language menu, the browser's language, right to left. */
describe('languages', () => {
  const browser = useBrowser();

  it('the language menu switches the portal to Arabic, right to left, and the choice is kept for the next visit', async () => {
    const { page } = await browser.open();
    await page.goto(url('/learn/login'));
    await page.getByTestId('login-form').waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });

    await chooseLanguage(page, 'العربية');
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
    // The form lays out right to left: the submit button's text starts at the right.
    const direction = await page.getByTestId('login-form').evaluate((form) => getComputedStyle(form).direction);
    expect(direction).toBe('rtl');
    // Nothing hangs off the page's side (a right-to-left page scrolls towards the left).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await screenshot(page, 'languages-01-login-arabic');

    await page.reload();
    await page.getByTestId('login-form').waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.setViewportSize({ width: 360, height: 780 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'languages-02-login-arabic-phone');

    await chooseLanguage(page, 'English');
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('a browser set to French gets the portal in French; the whole sign-in runs in French, code e-mail included', async () => {
    const { page } = await browser.open({ locale: 'fr-FR' });
    await page.goto(url('/learn/login'));
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });

    // Validation messages come from the contract and show in French.
    await page.getByTestId('login-form').getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Aucun mot de passe fourni.').waitFor();
    await screenshot(page, 'languages-03-login-french-errors');

    const form = page.getByTestId('login-form');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(FRENCH_ACCOUNT);
    await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(DEMO_PASSWORD);
    const since = Date.now();
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByTestId('otp-box-0').waitFor();
    const mail = await latestMail(FRENCH_ACCOUNT, 'Votre code de connexion', { since });
    await enterCode(page, /\b(\d{6})\b/.exec(mail.text)![1]!);
    await page.getByTestId('otp-submit').click();
    await page.waitForURL(/\/learn\/dashboard$/);
    await page.getByRole('tab', { name: 'Cours FETP' }).waitFor();
    await screenshot(page, 'languages-04-dashboard-french');
  });

  it('a signed-in user’s choice is saved on the account and follows them to another device', async () => {
    const first = await browser.open();
    await signIn(first.page, ARABIC_ACCOUNT);
    await chooseLanguage(first.page, 'العربية');
    await expect.poll(() => documentLanguage(first.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await first.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await screenshot(first.page, 'languages-05-dashboard-arabic');

    // A new device with an English browser: after sign-in the portal turns to the account's Arabic.
    const second = await browser.open();
    await second.page.goto(url('/learn/login'));
    await second.page.getByTestId('login-form').waitFor();
    expect(await documentLanguage(second.page)).toEqual({ lang: 'en', dir: 'ltr' });
    const form = second.page.getByTestId('login-form');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(ARABIC_ACCOUNT);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    const since = Date.now();
    await form.getByRole('button', { name: 'Sign in' }).click();
    await second.page.getByTestId('otp-box-0').waitFor();
    // The account's language decides the e-mail's.
    const mail = await latestMail(ARABIC_ACCOUNT, 'رمز تسجيل الدخول', { since });
    await enterCode(second.page, /\b(\d{6})\b/.exec(mail.text)![1]!);
    await second.page.getByTestId('otp-submit').click();
    await second.page.waitForURL(/\/learn\/dashboard$/);
    await expect.poll(() => documentLanguage(second.page)).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});
