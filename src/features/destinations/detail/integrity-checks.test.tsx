// @vitest-environment jsdom
/**
 * The destination's list of data integrity checks as a user meets it (React DOM in jsdom, a stubbed
 * fetch): read from GET /destinations/{id}/data-integrity with count=20 (SPEC.md §7, §9), more from
 * next_url on "Load more", and a failed read shown in place, never toasted (SPEC.md §8).
 */
import { describe, expect, it } from 'vitest';
import type { IntegrityJob } from '../../../api/schemas/integrity.ts';
import { failure, ok, stubApi } from '../../../test-support/api.ts';
import { button, press, render, settle } from '../../../test-support/render.tsx';
import { IntegrityChecks, LOAD_MORE_TEXT, NO_INTEGRITY_CHECKS_TEXT } from './integrity-checks.tsx';

const { toasts, route, urls } = stubApi();

const FIRST = '/api/destinations/d1/data-integrity?count=20';
const NEXT = 'http://api.example/api/destinations/d1/data-integrity?count=20&cursor=c2';

const job = (n: number, status: IntegrityJob['status'] = 'SUCCESS'): IntegrityJob => ({
  id: `j${n}`,
  destination_id: 'd1',
  status,
  check_value_integrity: false,
  models: ['accounts'],
  submitted_at: new Date(Date.UTC(2026, 10, 20, 10, 0, 60 - n)).toISOString(),
  started_at: null,
  ended_at: null,
  log_message: null,
  data_integrity_results: [],
});
const jobs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => job(from + i));

async function show() {
  return render(<IntegrityChecks destinationId="d1" />, {
    router: {
      url: '/destinations/d1/admin',
      path: '/destinations/$destinationId/admin',
      also: ['/destinations/$destinationId/integrity/$integrityId'],
    },
  });
}
const rowLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('tbody a')];
/** Whether an alert on the page gives this message (its text, or its paragraph's beside a button). */
const alertSays = (message: string) =>
  [...document.querySelectorAll('[role="alert"]')].some(
    (a) => (a.querySelector('p') ?? a).textContent === message,
  );

describe('IntegrityChecks', () => {
  it('asks for 20 checks, then loads the next page from next_url and moves focus to it', async () => {
    route(`GET ${FIRST}`, ok({ jobs: jobs(1, 20) }, { has_next: true, next_url: NEXT }));
    route(
      'GET /api/destinations/d1/data-integrity?count=20&cursor=c2',
      ok({ jobs: jobs(21, 22) }, { has_next: false }),
    );
    await show();
    await settle(() => rowLinks().length === 20);
    expect(urls()).toEqual([FIRST]);
    expect(rowLinks()[0]?.getAttribute('href')).toBe('/destinations/d1/integrity/j1');

    await press(button(LOAD_MORE_TEXT));
    await settle(() => rowLinks().length === 22);
    expect(urls()).toEqual([FIRST, NEXT]);
    expect(rowLinks()[21]?.getAttribute('href')).toBe('/destinations/d1/integrity/j22');
    expect(button(LOAD_MORE_TEXT)).toBeUndefined();
    await settle(() => document.activeElement === rowLinks()[20]);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('says when there are none', async () => {
    route(`GET ${FIRST}`, ok({ jobs: [] }, { has_next: false }));
    await show();
    await settle(() => document.body.textContent?.includes(NO_INTEGRITY_CHECKS_TEXT) ?? false);
    expect(button(LOAD_MORE_TEXT)).toBeUndefined();
  });

  it('shows a failed read in place, in the server’s words or the fallback, without a toast', async () => {
    route(`GET ${FIRST}`, failure(500));
    await show();
    await settle(() => alertSays('Failed to fetch data integrity checks.'));
    expect(button('Try again')).toBeDefined();
    expect(toasts).not.toHaveBeenCalled();
  });

  it('keeps the rows when the next page fails, and says why beside them', async () => {
    route(`GET ${FIRST}`, ok({ jobs: jobs(1, 20) }, { has_next: true, next_url: NEXT }));
    route(
      'GET /api/destinations/d1/data-integrity?count=20&cursor=c2',
      failure(500, 'cursor: cursor is invalid'),
    );
    await show();
    await settle(() => rowLinks().length === 20);
    await press(button(LOAD_MORE_TEXT));
    await settle(() => alertSays('cursor: cursor is invalid'));
    expect(rowLinks()).toHaveLength(20);
    expect(button(LOAD_MORE_TEXT)).toBeDefined();
    expect(toasts).not.toHaveBeenCalled();
  });
});
