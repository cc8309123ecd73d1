import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' >> ')).join(', ')}`);
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
