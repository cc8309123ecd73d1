import { getRouteApi } from '@tanstack/react-router';
import { cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { ListHeader, touch } from '../../components/data/list-header.tsx';
import { PagedList, usePagedList } from '../../components/data/paged-list.tsx';
import { TextLink } from '../../components/data/text-link.tsx';
import { Button } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { RecipientAreaTabs } from './area-tabs.tsx';
import { recipientKeys, recipientQueries } from './queries.ts';
import { recipientLinks } from './recipient-href.ts';
import { RecipientsTable } from './recipients-table.tsx';

const routeApi = getRouteApi('/_authed/recipients/');

/** /recipients (SPEC.md §2.7): the paged list, its page and size in the URL like /destinations. */
export function RecipientsPage() {
  const environment = useEnvironment();
  const navigate = routeApi.useNavigate();
  const list = usePagedList({
    search: routeApi.useSearch(),
    setPage: (change) => void navigate({ search: (s) => ({ ...s, ...change }) }),
    list: (params) => recipientQueries.list(environment, params),
    rootKey: recipientKeys.root(environment),
  });

  return (
    <section aria-labelledby="recipients-heading">
      <ListHeader title="Recipients" headingId="recipients-heading">
        <Button variant="outline" onClick={list.refresh}>
          Refresh
        </Button>
        <TextLink {...recipientLinks.create} className={cx(button({ variant: 'solid' }), touch)}>
          Add Recipient
        </TextLink>
      </ListHeader>
      <RecipientAreaTabs />
      <PagedList
        list={list}
        loadingLabel="Loading recipients"
        empty="No recipients found. Recipients will show up here."
      >
        {(items) => <RecipientsTable recipients={items} />}
      </PagedList>
    </section>
  );
}
