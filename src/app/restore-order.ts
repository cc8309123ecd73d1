/**
 * Which saved queries wait until the first screen has rendered (offline/persistence.ts, `restoreLater`).
 * The warm offline start reads every other row before its first render, and IndexedDB's cost is the
 * bytes (BENCHMARKS.md), so the large rows the first screen does not show wait:
 * - the overview's pages (4.8 M characters for 5,000 destinations), but for the first three when the
 *   first screen is the overview (their alerts fill it);
 * - the vendor form definitions (110 K characters each, kept for the destination pages' labels), but
 *   when the first screen is a destination's or a source's page;
 * - the activity pages and Transfer Job pages (one activity page of an alert is 30–60 K characters; the
 *   console keeps two dozen, app/keep-alerts-offline.ts), but for the destination's own when the first
 *   screen is a destination's page (its Status card and Activity tab read them).
 * Keys here are without their environment (see the factories named beside each shape).
 */
import {
  isOverviewPageKeyAfterEnvironment,
  OVERVIEW_FIRST_SCREEN_PAGES,
} from '../features/destinations/overview-pages.ts';

/** Signed-in sections other than the overview; every other path is, or lands on, the overview. */
const OTHER_SECTIONS =
  /^\/(sources|models|recipients|destinations|magic-links|webhooks|settings|teapot)(\/|$)/;
export const firstScreenIsOverview = (pathname: string) => !OTHER_SECTIONS.test(pathname);

/** /destinations/{id}/… and, on a Transfer Job page, /…/transfers/{transferId}. */
const DESTINATION_PAGE = /^\/destinations\/([^/?#]+)(?:\/transfers\/([^/?#]+))?/;

function decoded(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** destinationFormKeys.definition and the source form's: ['forms', kind, orgId]. */
const isFormDefinition = (key: readonly unknown[]) => key[0] === 'forms';
/** The pages that show a form definition's labels: destinations' and sources'. */
const FORM_SECTIONS = /^\/(destinations|sources)(\/|$)/;
const isFirstScreenPage = (key: readonly unknown[]) =>
  OVERVIEW_FIRST_SCREEN_PAGES.some((first) => first.every((part, i) => key[i] === part));
/** detailKeys.activity(id, params): ['destinations', 'detail', id, 'activity', params]. */
const activityOf = (key: readonly unknown[]) =>
  key[0] === 'destinations' && key[1] === 'detail' && key[3] === 'activity' ? key[2] : undefined;
/** transferKeys.detail(id): ['transfers', 'detail', id]. */
const transferOf = (key: readonly unknown[]) =>
  key[0] === 'transfers' && key[1] === 'detail' ? key[2] : undefined;

/** The `restoreLater` test for a start at `pathname`. */
export function restoreLaterFor(pathname: string): (key: readonly unknown[]) => boolean {
  const overviewFirst = firstScreenIsOverview(pathname);
  const formFirst = FORM_SECTIONS.test(pathname);
  const [, destinationId, transferId] = (DESTINATION_PAGE.exec(pathname) ?? []).map(decoded);
  return (key) => {
    if (isOverviewPageKeyAfterEnvironment(key)) return !(overviewFirst && isFirstScreenPage(key));
    if (isFormDefinition(key)) return !formFirst;
    const activity = activityOf(key);
    if (activity !== undefined) return activity !== destinationId;
    const transfer = transferOf(key);
    if (transfer !== undefined) return transfer !== transferId;
    return false;
  };
}
