import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEnvironment } from '../../features/auth/environment.ts';
import { organizationQueries } from '../../features/auth/queries.ts';
import { useSession } from '../../features/auth/session.ts';
import { signOut } from '../../features/auth/sign-out.ts';
import { setThemeChoice, useThemeChoice } from '../../offline/color-scheme.ts';
import { useDeferredUi } from '../deferred-ui.ts';
import { UserMenuButton } from './user-menu-button.tsx';

/**
 * The signed-in user: e-mail and organisation, Settings and Logout (SPEC.md §2.2), and the theme of this
 * device (System, Light, Dark: offline/color-scheme.ts). The menu itself (user-menu-popup.tsx) comes
 * with the deferred UI; until then an inert look-alike holds its place.
 */
export function UserMenu() {
  const current = useSession();
  const organization = useQuery(organizationQueries.detail(useEnvironment()));
  const navigate = useNavigate();
  const parts = useDeferredUi();
  const theme = useThemeChoice();
  if (current.status !== 'signed-in') return null;
  const orgName = organization.data?.name ?? '';

  const onSelect = (value: string) => {
    if (value === 'settings') void navigate({ to: '/settings' });
    if (value === 'logout') void signOut(() => navigate({ to: '/login' }));
  };

  if (!parts) return <UserMenuButton email={current.email} orgName={orgName} inert />;
  return (
    <parts.UserMenuPopup
      email={current.email}
      orgName={orgName}
      onSelect={onSelect}
      theme={theme}
      onThemeChange={setThemeChoice}
    />
  );
}
