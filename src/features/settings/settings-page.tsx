import { css } from 'styled-system/css';
import { Tabs } from '../../components/ui/index.ts';
import { OrganizationTab } from './organization-tab.tsx';

/** /settings (SPEC.md §2.10): a read-only Organization tab. */
export function SettingsPage() {
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>Settings</h1>
      <Tabs.Root defaultValue="organization" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="organization">Organization</Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="organization" pt="6">
          <OrganizationTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
