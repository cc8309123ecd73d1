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
 * from a saved recipients list when the recipient's own page is not saved; and failing that, its ID in
 * the provider's system from the destination (`idInProviderSystem`: a destination read carries its
 * recipient's, CONTRACT.md §5). Its products are not the destination's own `products`, which may differ.
 */
export function RecipientCard({
  recipientId,
  idInProviderSystem = null,
}: {
  recipientId: string;
  idInProviderSystem?: string | null;
}) {
  const environment = useEnvironment();
  const client = useQueryClient();
  const query = useQuery(detailQueries.recipient(environment, recipientId));
  const offline = query.fetchStatus === 'paused';
  const recipient =
    query.data ?? (offline ? cachedRecipient(client, environment, recipientId)?.recipient : undefined);
  const providerId =
    recipient?.id_in_provider_system ?? (offline ? (idInProviderSystem ?? undefined) : undefined);
  const pending = (text: string | undefined) =>
    text ?? <PendingValue state={pendingOf(query)} label="Loading recipient" />;
  return (
    <InfoCard title="Recipient">
      <InfoItem term="Name">{pending(recipient?.name)}</InfoItem>
      <InfoItem term="ID in Provider System">{pending(providerId)}</InfoItem>
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
