import type { Recipient } from '../../../api/schemas/recipient.ts';
import { InfoCard, InfoItem } from '../../../components/detail/info-card.tsx';
import { formatTimestamp } from '../../../lib/time.ts';

/** SPEC.md §2.7: products comma-joined; an empty list is said in words. */
export const productsText = (products: readonly string[]) =>
  products.length > 0 ? products.join(', ') : 'No products';

/** The recipient's facts in SPEC.md §2.7 order. */
export function RecipientDetails({ recipient }: { recipient: Recipient }) {
  return (
    <InfoCard title="Details">
      <InfoItem term="ID">
        <code>{recipient.id}</code>
      </InfoItem>
      <InfoItem term="Name">{recipient.name}</InfoItem>
      <InfoItem term="ID in Provider System">{recipient.id_in_provider_system}</InfoItem>
      <InfoItem term="Products">{productsText(recipient.products)}</InfoItem>
      <InfoItem term="Created At">{formatTimestamp(recipient.created_at)}</InfoItem>
      <InfoItem term="Updated At">{formatTimestamp(recipient.updated_at)}</InfoItem>
    </InfoCard>
  );
}
