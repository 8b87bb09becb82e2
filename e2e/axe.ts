import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot, waitForStable } from './support';

/** axe-core in the browser tests (WCAG 2.1 A/AA), shared by the accessibility test and the feature journeys. */

/**
 * axe-core's browser bundle. The portal's Content-Security-Policy (script-src 'self') refuses an
 * inline <script> (page.addScriptTag), so the source is evaluated through the DevTools protocol,
 * which the policy does not govern.
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * Waits (at most 5 s) until no finite CSS animation or transition runs, two frames in a row. A
 * dropdown still fading in is drawn at part opacity, and axe judged its text's contrast by the
 * blended colour (a calendar opened on a busy machine: every day at 2.4:1). Endless ones (a
 * spinner) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      await frame();
      await frame();
      const now = running();
      if (now.length === 0) return;
      await Promise.race([Promise.all(now.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
  });
}

export async function runAxe(page: Page): Promise<AxeResults> {
  // The pointer left where a test last clicked may sit on a button or a row that a re-render put
  // under it: axe would judge its hover colours, by chance. The page is judged at rest.
  await page.mouse.move(0, 0);
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
      // WCAG 2.5.3 Label in Name: experimental in axe, so outside the tags above; asked for by name.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    }),
  );
}

/** Each serious or critical violation: rule, impact, help; each element's selector, markup and what to fix. */
export function describeViolations(results: AxeResults): string[] {
  const oneLine = (text: string, max: number) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max)}…` : flat;
  };
  return results.violations
    .filter((v) => v.impact && FAILING_IMPACTS.includes(v.impact))
    .map((v) => {
      const nodes = v.nodes.map(
        (n) => `      ${n.target.join(' ')}  ${oneLine(n.html, 140)}${n.failureSummary ? `\n        ${oneLine(n.failureSummary, 300)}` : ''}`,
      );
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
    });
}


/** The page's serious and critical findings, described (an empty list when it has none). */
export async function seriousFindings(page: Page): Promise<string[]> {
  return describeViolations(await runAxe(page));
}

/** The phone width every page must fit (no sideways scroll). */
export const NARROW = { width: 360, height: 780 };

/** Whether the page fits its viewport's width (no sideways scroll). */
export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** axe clean, a screenshot, and at 360 px no sideways scroll and axe clean again (another screenshot); the viewport is restored. */
export async function checkScreen(page: Page, name: string, settle: Locator) {
  await waitForStable(settle);
  expect(await seriousFindings(page)).toEqual([]);
  await screenshot(page, name);
  const before = page.viewportSize();
  await page.setViewportSize(NARROW);
  await waitForStable(settle);
  expect(await fitsWidth(page), `${name}: no sideways scroll at 360 px`).toBe(true);
  expect(await seriousFindings(page)).toEqual([]);
  await screenshot(page, `${name}-phone`);
  if (before) await page.setViewportSize(before);
}
