import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { QueryView } from '../../../components/data/query-view.tsx';
import { TextLink } from '../../../components/data/text-link.tsx';
import { BackButton } from '../../../components/detail/back-button.tsx';
import { DangerRow } from '../../../components/detail/danger-row.tsx';
import { DangerZone } from '../../../components/detail/danger-zone.tsx';
import { recipientHrefs, recipientLinks } from '../recipient-href.ts';
import { DeleteRecipient } from './delete-recipient.tsx';
import { RecipientDetails } from './recipient-details.tsx';
import { RecipientMissing } from './recipient-missing.tsx';
import { useRecipient } from './use-recipient.ts';

const title = css({ textStyle: '2xl', fontWeight: 'semibold', overflowWrap: 'anywhere', mt: '1' });

/**
 * /recipients/{id} (SPEC.md §2.7): Back (to the list after an edit, else one step back), the facts,
 * and the actions Edit recipient and Delete recipient.
 */
export function RecipientDetailPage({ recipientId }: { recipientId: string }) {
  const { query, missing } = useRecipient(recipientId);
  if (missing) return <RecipientMissing recipientId={recipientId} reason={missing} />;
  return (
    <QueryView query={query} loadingLabel="Loading recipient">
      {(recipient) => (
        <article aria-labelledby="recipient-heading" className={css({ display: 'grid', gap: '6' })}>
          <header>
            <BackButton listHref={recipientHrefs.list} />
            <h1 id="recipient-heading" className={title}>
              {recipient.name}
            </h1>
          </header>
          <RecipientDetails recipient={recipient} />
          <DangerZone>
            <DangerRow title="Edit recipient" description="ID in Provider System cannot be changed">
              <TextLink
                {...recipientLinks.edit(recipient.id)}
                className={cx(button({ variant: 'outline' }), css({ minH: '11' }))}
              >
                Edit recipient
              </TextLink>
            </DangerRow>
            <DeleteRecipient recipientId={recipient.id} />
          </DangerZone>
        </article>
      )}
    </QueryView>
  );
}
