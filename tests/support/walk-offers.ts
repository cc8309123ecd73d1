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

export interface Offer<P = Page> {
  /** Chosen first (uniformly among the groups of its side: the page's own or the global ones). */
  group: string;
  local: boolean;
  what: string;
  /** Does it; `pick` chooses within it (a search's term and result); returns what it did, if more. */
  act: (page: P, pick: number) => Promise<unknown>;
}

/** How a driver does each kind of offer on a page `P` (Playwright's Page, or another driver's). */
export interface OfferActions<P> {
  /** A link of the main region, by its href attribute. */
  link(page: P, href: string): Promise<unknown>;
  pagination(page: P, item: string): Promise<unknown>;
  /** The Documentation button, until the Setup Guide panel shows. */
  documentation(page: P): Promise<unknown>;
  backButton(page: P): Promise<unknown>;
  /** A link of the side navigation, by its href attribute. */
  nav(page: P, href: string): Promise<unknown>;
  /** Settings in the user menu. */
  settings(page: P): Promise<unknown>;
  /** Opens the palette, types `term`, opens its result number `index` (modulo the results); what it did. */
  search(page: P, term: string, index: number): Promise<string>;
}

export interface FoundOnPage {
  links: { href: string; path: string; label: string }[];
  nav: { href: string; label: string }[];
  pagination: string[];
  documentation: boolean;
  backButton: boolean;
}

/**
 * In the page: the links and navigating controls on view. Self-contained, evaluated in the page by any
 * driver (Playwright's here, the cross-engine journeys' in tests/engines/journeys/walk.ts).
 */
export function findOnPage(): FoundOnPage {
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

/** What a page offers, as found on it (`findOnPage`) at `pathname`, done by a driver's `actions`. */
export function offersFrom<P>(found: FoundOnPage, pathname: string, actions: OfferActions<P>): Offer<P>[] {
  const offers: Offer<P>[] = [];
  for (const link of found.links) {
    offers.push({
      group: routePattern(link.path),
      local: true,
      what: `link "${link.label}" → ${link.path}`,
      act: (p) => actions.link(p, link.href),
    });
  }
  for (const item of found.pagination) {
    offers.push({
      group: `pagination ${item}`,
      local: true,
      what: `pagination "${item}"`,
      act: (p) => actions.pagination(p, item),
    });
  }
  if (found.documentation) {
    offers.push({
      group: 'documentation',
      local: true,
      what: 'button "Documentation" (Setup Guide)',
      act: (p) => actions.documentation(p),
    });
  }
  if (found.backButton) {
    offers.push({
      group: 'back button',
      local: true,
      what: 'button "Back"',
      act: (p) => actions.backButton(p),
    });
  }
  for (const item of found.nav) {
    offers.push({
      group: routePattern(item.href),
      local: false,
      what: `navigation "${item.label}"`,
      act: (p) => actions.nav(p, item.href),
    });
  }
  if (pathname !== '/settings') {
    offers.push({
      group: 'settings',
      local: false,
      what: 'user menu "Settings"',
      act: (p) => actions.settings(p),
    });
  }
  offers.push({
    group: 'search',
    local: false,
    what: 'search',
    act: (p, pick) =>
      actions.search(
        p,
        SEARCH_TERMS[pick % SEARCH_TERMS.length] as string,
        Math.floor(pick / SEARCH_TERMS.length),
      ),
  });
  return offers;
}

/**
 * The offer a planned link step takes: its own page's offers 70 % of the time (when it has any), else
 * the global ones; uniformly among their groups (`pick`), then within the group (`pick2`).
 */
export function chooseOffer<P>(offers: Offer<P>[], step: { pick: number; pick2: number }): Offer<P> {
  const local = offers.filter((o) => o.local);
  const side = step.pick % 100 < 70 && local.length > 0 ? local : offers.filter((o) => !o.local);
  const groups = [...new Set(side.map((o) => o.group))];
  const group = groups[Math.floor(step.pick / 100) % groups.length] as string;
  const members = side.filter((o) => o.group === group);
  return members[step.pick2 % members.length] as Offer<P>;
}

/** Playwright's way of doing each offer (tests/walks.spec.ts); `phone` opens the navigation drawer first. */
function playwrightActions(phone: boolean): OfferActions<Page> {
  return {
    link: (p, href) =>
      p
        .locator(`main#main a[href=${attr(href)}]`)
        .filter({ visible: true })
        .first()
        .click(),
    pagination: (p, item) =>
      p
        .locator('main#main nav[aria-label="Pagination"]')
        .getByRole('button', { name: item, exact: true })
        .click(),
    documentation: async (p) => {
      await p.locator('main#main').getByRole('button', { name: 'Documentation', exact: true }).click();
      await guidePanel(p).first().waitFor({ timeout: 10_000 });
    },
    backButton: (p) => p.locator('main#main').getByRole('button', { name: 'Back', exact: true }).click(),
    nav: async (p, href) => {
      if (phone) {
        await openNavigation(p);
        await p
          .getByRole('dialog')
          .locator(`a[href=${attr(href)}]`)
          .click();
      } else {
        await p.locator(`aside nav[aria-label="Main"] a[href=${attr(href)}]`).click();
      }
    },
    settings: async (p) => {
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
    search: searchAndOpen,
  };
}

export async function offersOf(page: Page, phone: boolean): Promise<Offer[]> {
  return offersFrom(await page.evaluate(findOnPage), new URL(page.url()).pathname, playwrightActions(phone));
}

/** Opens the search palette, types a term and opens one of its results (number `index`, modulo). */
async function searchAndOpen(page: Page, term: string, index: number): Promise<string> {
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
  const option = options.nth(index % count);
  const label = ((await option.textContent()) ?? '').replace(/\s+/g, ' ').trim().slice(0, 70);
  await option.click();
  return `search "${term}" → "${label}"`;
}
