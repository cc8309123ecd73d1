import { getRouteApi } from '@tanstack/react-router';
import { ListHeader } from '../../components/data/list-header.tsx';
import { PagedList, usePagedList } from '../../components/data/paged-list.tsx';
import { Button, LinkButton } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { CreatedLinkNotice } from './created-link-notice.tsx';
import { MagicLinksTable } from './magic-links-table.tsx';
import { magicLinkKeys, magicLinkQueries, useLinkUrls } from './queries.ts';
import { useNow } from './use-now.ts';

const routeApi = getRouteApi('/_authed/magic-links/active');

/** /magic-links/active (SPEC.md §2.5): the organisation's links, newest first, paged like /destinations. */
export function MagicLinksPage() {
  const environment = useEnvironment();
  const navigate = routeApi.useNavigate();
  const list = usePagedList({
    search: routeApi.useSearch(),
    setPage: (change) => void navigate({ search: (s) => ({ ...s, ...change }) }),
    list: (params) => magicLinkQueries.list(environment, params),
    rootKey: magicLinkKeys.root(environment),
  });
  const urls = useLinkUrls();
  const now = useNow();

  return (
    <section aria-labelledby="magic-links-heading">
      <ListHeader title="Magic Links" headingId="magic-links-heading">
        <Button variant="outline" onClick={list.refresh}>
          Refresh
        </Button>
        <LinkButton to="/magic-links/new" minH={{ base: '11', md: 'unset' }}>
          Generate Link
        </LinkButton>
      </ListHeader>
      <CreatedLinkNotice />
      <PagedList
        list={list}
        loadingLabel="Loading magic links"
        empty="No magic links found. Magic Links will show up here."
      >
        {(items) => <MagicLinksTable links={items} urls={urls} now={now} />}
      </PagedList>
    </section>
  );
}
