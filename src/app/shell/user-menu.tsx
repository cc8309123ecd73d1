import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Button, ChevronDownIcon, Menu } from '../../components/ui/index.ts';
import { organizationQueries } from '../../features/auth/queries.ts';
import { useSession } from '../../features/auth/session.ts';
import { signOut } from '../../features/auth/sign-out.ts';

const truncate = css({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The signed-in user: e-mail and organisation, Settings and Logout (SPEC.md §2.2). */
export function UserMenu() {
  const current = useSession();
  const organization = useQuery(organizationQueries.detail());
  const navigate = useNavigate();
  if (current.status !== 'signed-in') return null;
  const orgName = organization.data?.name ?? '';

  const onSelect = ({ value }: { value: string }) => {
    if (value === 'settings') void navigate({ to: '/settings' });
    if (value === 'logout') void signOut(() => navigate({ to: '/login' }));
  };

  return (
    // Not portalled: inside the phone's drawer (a modal dialog) anything outside it is hidden from
    // assistive technology. Fixed positioning still lets it escape the scrolling sidebar.
    <Menu.Root
      onSelect={onSelect}
      positioning={{ placement: 'top-start', sameWidth: true, strategy: 'fixed' }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" width="full" h="auto" minH="12" py="2" px="3" justifyContent="space-between">
          <span className={css({ minW: '0', textAlign: 'left' })}>
            <span className={truncate}>{current.email}</span>
            <span className={`${truncate} ${css({ color: 'fg.muted', fontWeight: 'normal' })}`}>
              {orgName}
            </span>
          </span>
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minW="14rem">
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>
              <span className={truncate}>{current.email}</span>
              <span className={`${truncate} ${css({ color: 'fg.muted', fontWeight: 'normal' })}`}>
                {orgName}
              </span>
            </Menu.ItemGroupLabel>
            <Menu.Separator />
            <Menu.Item value="settings" minH="11">
              Settings
            </Menu.Item>
            <Menu.Item value="logout" minH="11">
              Logout
            </Menu.Item>
          </Menu.ItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
