import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEnvironment } from '../../features/auth/environment.ts';
import { organizationQueries, userQueries } from '../../features/auth/queries.ts';
import { useSession } from '../../features/auth/session.ts';
import { signOut } from '../../features/auth/sign-out.ts';
import { setThemeChoice, useThemeChoice } from '../../offline/color-scheme.ts';
import { useDeferredUi } from '../deferred-ui.ts';
import type { Identity } from './user-menu-button.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

/**
 * The signed-in user: e-mail and organisation, Settings and Logout (SPEC.md §2.2), and the theme of this
 * device (System, Light, Dark: offline/color-scheme.ts). The menu itself (user-menu-popup.tsx) comes
 * with the deferred UI; until then an inert look-alike holds its place.
 *
 * The e-mail and the organisation's name are the server's (GET user, GET /orgs), last known ones
 * included (the persisted cache, offline too). Both reads are suppressed (SPEC.md §8: fetches of a
 * single item), so a failure is said here, in its place, and Settings and Logout still work.
 */
export function UserMenu() {
  const current = useSession();
  const environment = useEnvironment();
  const user = useQuery(userQueries.current(environment));
  const organization = useQuery(organizationQueries.detail(environment));
  const navigate = useNavigate();
  const parts = useDeferredUi();
  const theme = useThemeChoice();
  if (current.status !== 'signed-in') return null;
  const userFailed = !user.data && user.error !== null;
  const orgFailed = !organization.data && organization.error !== null;
  const identity: Identity = {
    // While GET user has not answered (or is paused offline), the session's e-mail holds its place.
    email: user.data?.email ?? (userFailed ? user.error.message : current.email),
    orgName: organization.data?.name ?? (orgFailed ? organization.error.message : ''),
    emailFailed: userFailed,
    orgFailed,
  };

  const onSelect = (value: string) => {
    if (value === 'settings') void navigate({ to: '/settings' });
    if (value === 'logout') void signOut(() => navigate({ to: '/login' }));
  };

  if (!parts) return <UserMenuButton identity={identity} inert />;
  return (
    <parts.UserMenuPopup
      identity={identity}
      onSelect={onSelect}
      theme={theme}
      onThemeChange={setThemeChoice}
    />
  );
}
