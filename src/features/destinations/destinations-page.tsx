import { getRouteApi } from '@tanstack/react-router';
import { cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { ListHeader, touch } from '../../components/data/list-header.tsx';
import { PagedList, usePagedList } from '../../components/data/paged-list.tsx';
import { TextLink } from '../../components/data/text-link.tsx';
import { Button } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { DestinationsTable } from './destinations-table.tsx';
import { destinationKeys, destinationQueries } from './queries.ts';
import { useDestinationRowPreload } from './use-destination-row-preload.ts';

const routeApi = getRouteApi('/_authed/destinations/');

export function DestinationsPage() {
  const environment = useEnvironment();
  const navigate = routeApi.useNavigate();
  const list = usePagedList({
    search: routeApi.useSearch(),
    setPage: (change) => void navigate({ search: (s) => ({ ...s, ...change }) }),
    list: (params) => destinationQueries.list(environment, params),
    rootKey: destinationKeys.root(environment),
  });
  const rowPreload = useDestinationRowPreload();

  return (
    <section aria-labelledby="destinations-heading">
      <ListHeader title="Destinations" headingId="destinations-heading">
        <Button variant="outline" onClick={list.refresh}>
          Refresh
        </Button>
        <TextLink to="/destinations/new" className={cx(button({ variant: 'solid' }), touch)}>
          Add Destination
        </TextLink>
      </ListHeader>
      <PagedList
        list={list}
        loadingLabel="Loading destinations"
        empty="No destinations found. Destinations will show up here."
      >
        {(items) => (
          <div {...rowPreload}>
            <DestinationsTable destinations={items} />
          </div>
        )}
      </PagedList>
    </section>
  );
}
