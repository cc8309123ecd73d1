/** The user menu's Ark Menu (user-menu.tsx holds what it shows and does); loaded with the deferred UI. */
import type { ReactNode } from 'react';
import { CheckIcon, Menu } from '../../components/ui/index.ts';
import { THEME_CHOICES, type ThemeChoice } from '../../offline/preferences.ts';
import { type Identity, MenuIdentity, UserMenuButton } from './user-menu-button.tsx';

export interface UserMenuPopupProps {
  identity: Identity;
  onSelect: (value: string) => void;
  theme: ThemeChoice;
  onThemeChange: (theme: ThemeChoice) => void;
}

const THEME_LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const isThemeChoice = (value: string): value is ThemeChoice =>
  (THEME_CHOICES as readonly string[]).includes(value);

export function UserMenuPopup({ identity, onSelect, theme, onThemeChange }: UserMenuPopupProps): ReactNode {
  return (
    // Not portalled: inside the phone's drawer (a modal dialog) anything outside it is hidden from
    // assistive technology. Fixed positioning still lets it escape the scrolling sidebar.
    <Menu.Root
      onSelect={({ value }) => onSelect(value)}
      positioning={{ placement: 'top-start', sameWidth: true, strategy: 'fixed' }}
    >
      <Menu.Trigger asChild>
        <UserMenuButton identity={identity} />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minW="14rem">
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>
              <MenuIdentity {...identity} />
            </Menu.ItemGroupLabel>
            <Menu.Separator />
            <Menu.Item value="settings" minH="11">
              Settings
            </Menu.Item>
            <Menu.Item value="logout" minH="11">
              Logout
            </Menu.Item>
          </Menu.ItemGroup>
          <Menu.Separator />
          {/* Menu item radios named by the group: "Theme", then System, Light, Dark (aria-checked). */}
          <Menu.RadioItemGroup
            value={theme}
            onValueChange={({ value }) => isThemeChoice(value) && onThemeChange(value)}
          >
            <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
            {THEME_CHOICES.map((choice) => (
              <Menu.RadioItem key={choice} value={choice} minH="11" justifyContent="space-between">
                <Menu.ItemText>{THEME_LABELS[choice]}</Menu.ItemText>
                <Menu.ItemIndicator>
                  <CheckIcon />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
