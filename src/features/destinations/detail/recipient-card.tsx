import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { InfoCard, InfoItem } from '../../../components/detail/info-card.tsx';
import { Badge, Spinner } from '../../../components/ui/index.ts';
import { detailQueries } from './queries.ts';

/** Recipient: who receives the data, as the provider knows them, and which products they have. */
export function RecipientCard({ recipientId }: { recipientId: string }) {
  const { data: recipient, error } = useQuery(detailQueries.recipient(recipientId));
  const pending = (text: string | undefined) =>
    text ?? (error ? 'Could not be loaded' : <Spinner size="xs" label="Loading recipient" />);
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
