import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '../../../features/auth/queries.ts';
import { settingsQueries } from '../../../features/settings/queries.ts';
import { SettingsPage } from '../../../features/settings/settings-page.tsx';

export const Route = createFileRoute('/_authed/settings/')({
  // Warm the cache without waiting: offline, the page shows what it has instead of a stuck loader.
  loader: ({ context: { queryClient, environment } }) => {
    void queryClient.prefetchQuery(organizationQueries.detail(environment));
    void queryClient.prefetchQuery(settingsQueries.trustPolicy(environment));
  },
  component: SettingsPage,
});
