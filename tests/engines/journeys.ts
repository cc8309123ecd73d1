/**
 * The journeys every engine walks, written once against the driver of driver.ts: a person
 * signs in by SSO at the demo's OpenID provider and out again, signs in with a one-time code, reads the
 * overview and its chart, a destination's tabs and a setup guide, uses the palette and then the user
 * menu, turns the console dark, reads the overview and its Overdue tab on a phone, and keeps reading
 * when the server goes away and comes back. They run in this order on one browser and one server (run.ts): SSO first (it
 * ends signed out and need not pass), then the code sign-in (the others need it), the offline journey
 * last (it restarts the server). Each starts from a page of its own, so one that fails leaves the next
 * a clean start.
 */
import type { Journey } from './journeys/common.ts';
import { darkMode } from './journeys/dark-mode.ts';
import { destinationTabs, guide } from './journeys/destination.ts';
import { offline } from './journeys/offline.ts';
import { overdueOnPhone, overview, phone } from './journeys/overview.ts';
import { paletteHeldAnimations, paletteThenClick } from './journeys/palette.ts';
import { serverKilledDuringTransfer } from './journeys/restart.ts';
import { signIn } from './journeys/sign-in.ts';
import { sso } from './journeys/sso.ts';
import { walk } from './journeys/walk.ts';

export const JOURNEYS: readonly Journey[] = [
  sso,
  signIn,
  overview,
  destinationTabs,
  guide,
  paletteThenClick,
  darkMode,
  phone,
  overdueOnPhone,
  walk,
  offline,
  serverKilledDuringTransfer,
  paletteHeldAnimations,
];
