import { describe, expect, it } from 'vitest';
import { screenshot, signIn, url, useBrowser, waitForStable } from './support';

/** The shell (spec 000 §2.1–2.4): headers, mobile menu, notification bell, footer. */
describe('shell', () => {
  const browser = useBrowser();

  it('shows the logged-out header and the footer on the public home page', async () => {
    const { page } = await browser.open();
    await page.goto(url('/learn/'));
    const header = page.getByTestId('header-logged-out');
    await header.waitFor();
    for (const label of ['HOME', 'HUBS', 'DISCOVER NEW', 'Login']) {
      await header.getByText(label, { exact: true }).first().waitFor();
    }
    await page.getByText(/© 2024/).first().waitFor();
    await screenshot(page, 'shell-01-public-home');
  });

  it('opens the notification panel from the bell and clears the badge', async () => {
    const { page } = await browser.open();
    // mentee1 has three unread notifications and is used by no other browser test.
    await signIn(page, 'mentee1@example.org');
    const badge = page.getByTestId('notification-badge');
    await expect.poll(() => badge.textContent()).toBe('3');
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notification-panel');
    await panel.waitFor();
    await panel.getByText('Welcome to the Advanced Field Epidemiology Training Programme.').waitFor();
    expect(await panel.getByTestId('notification-item').count()).toBe(3);
    await expect.poll(() => badge.count(), { timeout: 10_000 }).toBe(0);
    await waitForStable(panel);
    await screenshot(page, 'shell-02-notification-panel');

    // Still cleared after a reload: the server recorded it.
    const listed = page.waitForResponse((response) => response.url().includes('/api/user_notifications_list/'));
    await page.reload();
    await page.getByTestId('notification-bell').waitFor();
    await listed;
    expect(await page.getByTestId('notification-badge').count()).toBe(0);
  });

  it('opens the mobile menu at 390x844, mirroring the header and the user menu', async () => {
    const { page } = await browser.open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // Logged out: the burger opens a drawer with the header's links.
    await page.goto(url('/learn/'));
    await page.getByTestId('header-logged-out').waitFor();
    const burger = page.getByTestId('mobile-menu-button');
    expect(await burger.isVisible()).toBe(true);
    await screenshot(page, 'mobile-01-logged-out-closed');
    await burger.click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    for (const label of ['HOME', 'HUBS', 'DISCOVER NEW', 'Login']) {
      await menu.getByText(label, { exact: true }).first().waitFor();
    }
    await waitForStable(menu);
    await screenshot(page, 'mobile-02-logged-out-open');
    await page.getByRole('dialog').getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });

    // Logged in: the drawer holds the display name, the links and Sign Out.
    await signIn(page, 'mentor1@example.org');
    expect(await page.getByTestId('user-menu-button').isVisible()).toBe(false);
    await page.getByTestId('mobile-menu-button').click();
    await menu.waitFor();
    await menu.getByText('Priya Nair').waitFor();
    for (const label of ['HOME', 'DASHBOARD', 'My Courses']) {
      await menu.getByText(label, { exact: true }).first().waitFor();
    }
    await menu.getByTestId('mobile-sign-out').waitFor();
    await waitForStable(menu);
    await screenshot(page, 'mobile-03-logged-in-open');

    await menu.getByTestId('mobile-sign-out').click();
    await page.getByTestId('header-logged-out').waitFor();
  });
});
