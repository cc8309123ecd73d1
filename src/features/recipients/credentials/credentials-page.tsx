import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { ListHeader } from '../../../components/data/list-header.tsx';
import { QueryView } from '../../../components/data/query-view.tsx';
import { Button } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { RecipientAreaTabs } from '../area-tabs.tsx';
import { recipientQueries } from '../queries.ts';
import { AddCredentialPanel } from './add-credential-panel.tsx';
import { CredentialsNotice } from './credentials-notice.tsx';
import { CredentialsTable } from './credentials-table.tsx';
import { nameLookupOf } from './name-lookup.ts';

const PANEL_ID = 'add-credential-panel';

/**
 * /recipients/source-credentials (SPEC.md §2.7): the credentials with the names of their recipient and
 * source, or the notice that the feature is not enabled; 'Add credential' opens the form above.
 */
export function CredentialsPage() {
  // The keys are the environment's; after a switch a form being filled starts over.
  const environment = useEnvironment();
  const [adding, setAdding] = useState(false);
  const credentials = useQuery(recipientQueries.credentials(environment));
  const recipients = useQuery(recipientQueries.all(environment));
  const sources = useQuery(recipientQueries.sourceNames(environment));

  return (
    <section aria-labelledby="recipients-heading" className={css({ display: 'grid' })}>
      <ListHeader title="Recipients" headingId="recipients-heading">
        <Button aria-expanded={adding} aria-controls={PANEL_ID} onClick={() => setAdding((a) => !a)}>
          Add credential
        </Button>
      </ListHeader>
      <RecipientAreaTabs />
      {adding && (
        <AddCredentialPanel
          key={environment}
          id={PANEL_ID}
          recipients={recipients}
          sources={sources}
          onDone={() => setAdding(false)}
        />
      )}
      <QueryView query={credentials} loadingLabel="Loading source credentials">
        {(rows) =>
          rows.length > 0 ? (
            <CredentialsTable
              credentials={rows}
              recipients={nameLookupOf(recipients)}
              sources={nameLookupOf(sources)}
            />
          ) : (
            <CredentialsNotice />
          )
        }
      </QueryView>
    </section>
  );
}
