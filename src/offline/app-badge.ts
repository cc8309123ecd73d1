/**
 * The installed app's badge shows the overview's alert count (destinations whose last completed transfer
 * failed), where the browser supports the Badging API; elsewhere nothing happens. A count of 0 clears
 * the badge, and sign-out clears it: the next person on the device must not see the last one's alerts.
 */

interface BadgeNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

const badgeNavigator = (): BadgeNavigator | undefined => globalThis.navigator as BadgeNavigator | undefined;

/** A browser may refuse (not installed, permission): the badge is a hint, never an error. */
const ignore = () => {};

export function showAlertCountBadge(alerts: number): void {
  if (!Number.isInteger(alerts) || alerts < 0) {
    throw new RangeError(`Invalid alert count for the app badge: ${alerts} (expected a whole number ≥ 0)`);
  }
  if (alerts === 0) {
    clearAppBadge();
    return;
  }
  const nav = badgeNavigator();
  if (nav?.setAppBadge) void nav.setAppBadge(alerts).catch(ignore);
}

export function clearAppBadge(): void {
  const nav = badgeNavigator();
  if (nav?.clearAppBadge) void nav.clearAppBadge().catch(ignore);
}
