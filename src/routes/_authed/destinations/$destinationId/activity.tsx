import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageSearchEntries } from '../../../../components/data/page-search.ts';
import { ActivityTab } from '../../../../features/destinations/detail/activity-tab.tsx';
import { detailQueries } from '../../../../features/destinations/detail/queries.ts';
import { readPageSize } from '../../../../lib/pagination.ts';

export const Route = createFileRoute('/_authed/destinations/$destinationId/activity')({
  validateSearch: v.object(pageSearchEntries),
  loaderDeps: ({ search }) => ({ cursor: search.cursor, page_size: readPageSize(search.page_size).pageSize }),
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(
      detailQueries.activity(context.environment, params.destinationId, deps),
    );
  },
  component: ActivityRoute,
});

function ActivityRoute() {
  const { destinationId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ActivityTab
      destinationId={destinationId}
      cursor={search.cursor}
      rawPageSize={search.page_size}
      onSearchChange={(change) =>
        void navigate({
          search: (s) =>
            change === null ? { ...s, cursor: undefined, page_size: undefined } : { ...s, ...change },
        })
      }
    />
  );
}
