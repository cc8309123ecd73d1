import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { PendingValue, pendingOf } from '../../../components/data/pending-value.tsx';
import { InfoCard, InfoItem } from '../../../components/detail/info-card.tsx';
import { Badge } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { cachedRecipient } from './cached-recipient.ts';
import { detailQueries } from './queries.ts';

/**
 * Recipient: who receives the data, as the provider knows them, and which products they have. Offline,
 * from a saved recipients list when the recipient's own page is not saved.
 */
export function RecipientCard({ recipientId }: { recipientId: string }) {
  const environment = useEnvironment();
  const client = useQueryClient();
  const query = useQuery(detailQueries.recipient(environment, recipientId));
  const recipient =
    query.data ??
    (query.fetchStatus === 'paused'
      ? cachedRecipient(client, environment, recipientId)?.recipient
      : undefined);
  const pending = (text: string | undefined) =>
    text ?? <PendingValue state={pendingOf(query)} label="Loading recipient" />;
  return (
    <InfoCard title="Recipient">
      <InfoItem term="Name">{pending(recipient?.name)}</InfoItem>
      <InfoItem term="ID in Provider System">{pending(recipient?.id_in_provider_system)}</InfoItem>
      <InfoItem term="Products">
        {recipient ? (
          recipient.products.length > 0 ? (
            <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
              {recipient.products.map((p) => (
                <Badge key={p} variant="outline">
                  {p}
                </Badge>
              ))}
            </span>
          ) : (
            'No products'
          )
        ) : (
          pending(undefined)
        )}
      </InfoItem>
    </InfoCard>
  );
}
