import type { Locator, Page } from '@playwright/test';

/** The value next to a term of a detail page's Details card (destinations and sources alike). */
export function detailValue(page: Page, term: string): Locator {
  return page
    .getByRole('region', { name: 'Details' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
