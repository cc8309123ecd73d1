import { getRouteApi } from '@tanstack/react-router';
import { PagedList, usePagedList } from '../../components/data/paged-list.tsx';
import { Button } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { AreaHeader } from './area-header.tsx';
import { ModelsTable } from './models-table.tsx';
import { modelKeys, modelQueries } from './queries.ts';

const routeApi = getRouteApi('/_authed/models/');

/** /models (SPEC.md §2.6): the models, a page at a time like /destinations (cursor, page_size). */
export function ModelsPage() {
  const environment = useEnvironment();
  const navigate = routeApi.useNavigate();
  const list = usePagedList({
    search: routeApi.useSearch(),
    setPage: (change) => void navigate({ search: (s) => ({ ...s, ...change }) }),
    list: (params) => modelQueries.list(environment, params),
    rootKey: modelKeys.root(environment),
  });

  return (
    <section aria-labelledby="models-area-heading">
      <AreaHeader
        actions={
          <Button variant="outline" onClick={list.refresh}>
            Refresh
          </Button>
        }
      />
      <PagedList list={list} loadingLabel="Loading models" empty="No models found. Models will show up here.">
        {(items) => <ModelsTable models={items} />}
      </PagedList>
    </section>
  );
}
