import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it is now: each rule with
 * its impact, help page and the elements concerned (selectors), so it can be fixed from the log.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe inside the page (no blank page per check; the console has no frames), and only
  // violations are collected in full: both keep a check to a second or two.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const why = n.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `      ${n.target.join(' >> ')}${why ? ` — ${why}` : ''}`;
      });
      return `${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n${nodes.join('\n')}`;
    });
}

/**
 * No spinner is left and no transition is running, so axe or a screenshot sees the page as it stays
 * (a fading overlay would be measured half-drawn).
 */
export async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** Checks the settled page and records what it finds without stopping, so one run reports every page. */
export async function expectAccessible(page: Page, label: string) {
  await settled(page);
  const found = await seriousViolations(page);
  expect.soft(found, `${label} (${page.url()}):\n  ${found.join('\n  ')}`).toEqual([]);
}
