import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core in the browser tests (WCAG 2.1 A/AA), shared by the accessibility test and the feature journeys. */

/**
 * axe-core's browser bundle. The portal's Content-Security-Policy (script-src 'self') refuses an
 * inline <script> (page.addScriptTag), so the source is evaluated through the DevTools protocol,
 * which the policy does not govern.
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

export async function runAxe(page: Page): Promise<AxeResults> {
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
