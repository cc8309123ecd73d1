/** The user menu's Ark Menu (user-menu.tsx holds what it shows and does); loaded with the deferred UI. */
import type { ReactNode } from 'react';
import { Menu } from '../../components/ui/index.ts';
import { MenuIdentity, UserMenuButton } from './user-menu-button.tsx';

export interface UserMenuPopupProps {
  email: string;
  orgName: string;
  onSelect: (value: string) => void;
}

export function UserMenuPopup({ email, orgName, onSelect }: UserMenuPopupProps): ReactNode {
  return (
    // Not portalled: inside the phone's drawer (a modal dialog) anything outside it is hidden from
    // assistive technology. Fixed positioning still lets it escape the scrolling sidebar.
    <Menu.Root
      onSelect={({ value }) => onSelect(value)}
      positioning={{ placement: 'top-start', sameWidth: true, strategy: 'fixed' }}
    >
      <Menu.Trigger asChild>
        <UserMenuButton email={email} orgName={orgName} />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minW="14rem">
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>
              <MenuIdentity email={email} orgName={orgName} />
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
