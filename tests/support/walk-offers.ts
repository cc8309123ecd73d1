/**
 * What a page offers a walk (walk.ts): the links and tabs of the main region, the side navigation (behind
 * "Open navigation" on phones), Settings in the user menu, pagination, Back, the setup guide's
 * Documentation button and the search palette's results, grouped by the kind of screen they lead to.
 */
import type { Page } from '@playwright/test';
import { DEMO_EMAIL } from './auth.ts';
import { guidePanel } from './walk-screen.ts';

/** Route patterns group the links of a page: one group per kind of screen, whatever the ids. */
export function routePattern(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length >= 20 ? ':id' : segment))
    .join('/');
}

export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

// ---------------------------------------------------------------------------------------------------
// What a page offers

export interface Offer {
  /** Chosen first (uniformly among the groups of its side: the page's own or the global ones). */
  group: string;
  local: boolean;
  what: string;
  /** Does it; `pick` chooses within it (a search's term and result); returns what it did, if more. */
  act: (page: Page, pick: number) => Promise<unknown>;
}

interface FoundOnPage {
  links: { href: string; path: string; label: string }[];
  nav: { href: string; label: string }[];
  pagination: string[];
  documentation: boolean;
  backButton: boolean;
}

/** In the page: the links and navigating controls on view. */
function findOnPage(): FoundOnPage {
  const here = location.pathname + location.search;
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const main = document.querySelector('main#main');
  const links: FoundOnPage['links'] = [];
  for (const a of main?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []) {
    const url = new URL(a.href, location.href);
    const path = url.pathname + url.search;
    if (url.origin !== location.origin || a.target === '_blank' || a.hasAttribute('download')) continue;
    if (path === here || !visible(a) || a.closest('[inert]')) continue;
    // Forms that create or edit, and a magic link's onboarding page, are not screens of data.
    if (/\/(new|edit)$/.test(url.pathname) || url.pathname.startsWith('/onboard/')) continue;
    const label = (a.textContent || a.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ');
    links.push({ href: a.getAttribute('href') ?? '', path, label: label.slice(0, 60) });
  }
  const nav = [...document.querySelectorAll<HTMLAnchorElement>('aside nav[aria-label="Main"] a[href]')]
    .filter((a) => a.target !== '_blank' && new URL(a.href).origin === location.origin)
    .filter((a) => new URL(a.href).pathname !== location.pathname)
    .map((a) => ({ href: a.getAttribute('href') ?? '', label: (a.textContent ?? '').trim() }));
  const buttons = [...(main?.querySelectorAll('button') ?? [])].filter((b) => !b.disabled && visible(b));
  const named = (name: string) =>
    buttons.some((b) => (b.textContent ?? '').trim().replace(/^←\s*/, '') === name);
  const pagination = [...(main?.querySelectorAll('nav[aria-label="Pagination"] button') ?? [])]
    .filter((b) => !(b as HTMLButtonElement).disabled && visible(b))
    .map((b) => (b.textContent ?? '').trim());
  return { links, nav, pagination, documentation: named('Documentation'), backButton: named('Back') };
}

/** Words typed into the search palette: vendors (guides, destinations, sources) and guide topics. */
const SEARCH_TERMS = [
  'Snowflake',
  'Postgres',
  'BigQuery',
  'Redshift',
  'Databricks',
  'S3',
  'network',
  'schema',
];

const attr = (value: string) => JSON.stringify(value);

async function openNavigation(page: Page) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog').locator('nav[aria-label="Main"]').waitFor({ timeout: 10_000 });
}

export async function offersOf(page: Page, phone: boolean): Promise<Offer[]> {
  const found = await page.evaluate(findOnPage);
  const offers: Offer[] = [];
  for (const link of found.links) {
    offers.push({
      group: routePattern(link.path),
      local: true,
      what: `link "${link.label}" → ${link.path}`,
      act: (p) =>
        p
          .locator(`main#main a[href=${attr(link.href)}]`)
          .filter({ visible: true })
          .first()
          .click(),
    });
  }
  for (const item of found.pagination) {
    offers.push({
      group: `pagination ${item}`,
      local: true,
      what: `pagination "${item}"`,
      act: (p) =>
        p
          .locator('main#main nav[aria-label="Pagination"]')
          .getByRole('button', { name: item, exact: true })
          .click(),
    });
  }
  if (found.documentation) {
    offers.push({
      group: 'documentation',
      local: true,
      what: 'button "Documentation" (Setup Guide)',
      act: async (p) => {
        await p.locator('main#main').getByRole('button', { name: 'Documentation', exact: true }).click();
        await guidePanel(p).first().waitFor({ timeout: 10_000 });
      },
    });
  }
  if (found.backButton) {
    offers.push({
      group: 'back button',
      local: true,
      what: 'button "Back"',
      act: (p) => p.locator('main#main').getByRole('button', { name: 'Back', exact: true }).click(),
    });
  }
  for (const item of found.nav) {
    offers.push({
      group: routePattern(item.href),
      local: false,
      what: `navigation "${item.label}"`,
      act: async (p) => {
        if (phone) {
          await openNavigation(p);
          await p
            .getByRole('dialog')
            .locator(`a[href=${attr(item.href)}]`)
            .click();
        } else {
          await p.locator(`aside nav[aria-label="Main"] a[href=${attr(item.href)}]`).click();
        }
      },
    });
  }
  if (new URL(page.url()).pathname !== '/settings') {
    offers.push({
      group: 'settings',
      local: false,
      what: 'user menu "Settings"',
      act: async (p) => {
        if (phone) await openNavigation(p);
        const scope = phone ? p.getByRole('dialog') : p.locator('aside');
        // Until the deferred UI is there the button is an inert look-alike: try again until it opens.
        const settings = p.getByRole('menuitem', { name: 'Settings', exact: true });
        for (let attempt = 0; attempt < 20 && !(await settings.isVisible()); attempt++) {
          await scope.getByRole('button', { name: new RegExp(DEMO_EMAIL) }).click();
          await settings.waitFor({ timeout: 500 }).catch(() => undefined);
        }
        await settings.click();
      },
    });
  }
  offers.push({ group: 'search', local: false, what: 'search', act: (p, pick) => searchAndOpen(p, pick) });
  return offers;
}

/** Opens the search palette, types a term and opens one of its results (chosen by `pick`). */
async function searchAndOpen(page: Page, pick: number): Promise<string> {
  const term = SEARCH_TERMS[pick % SEARCH_TERMS.length] as string;
  await page.getByRole('button', { name: 'Search', exact: true }).filter({ visible: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill(term);
  const status = dialog.getByRole('status');
  await status.filter({ hasText: /results?\.|No results|could not/i }).waitFor({ timeout: 10_000 });
  const options = dialog.getByRole('option');
  const count = await options.count();
  if (count === 0) {
    await page.keyboard.press('Escape');
    return `search "${term}": no results`;
  }
  const option = options.nth(Math.floor(pick / SEARCH_TERMS.length) % count);
  const label = ((await option.textContent()) ?? '').replace(/\s+/g, ' ').trim().slice(0, 70);
  await option.click();
  return `search "${term}" → "${label}"`;
}
