import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useAllDestinations } from '../../../features/destinations/use-all-destinations.ts';
import { useDestinationRowPreload } from '../../../features/destinations/use-destination-row-preload.ts';
import { OVERDUE_SORTS } from '../../../features/overview/overdue-sort.ts';
import { OverdueTable } from '../../../features/overview/overdue-tab.tsx';
import { OverviewTab } from '../../../features/overview/overview-tab.tsx';

export const Route = createFileRoute('/_authed/overview/overdue')({
  // The order of the table; anything else reads as the default (most overdue first).
  validateSearch: v.object({ sort: v.fallback(v.optional(v.picklist(OVERDUE_SORTS)), undefined) }),
  component: OverdueRoute,
});

/** The overview shows the destinations feature's list: the route joins the two features. */
function OverdueRoute() {
  const { sort = 'late' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OverviewTab
      tab="overdue"
      list={useAllDestinations()}
      rowPreload={useDestinationRowPreload()}
      table={(source) => (
        <OverdueTable
          {...source}
          sort={sort}
          onSort={(next) =>
            void navigate({ search: { sort: next === 'late' ? undefined : next }, replace: true })
          }
        />
      )}
    />
  );
}
