import type { Model } from '../../../api/schemas/model.ts';
import { InfoCard, InfoItem } from '../../../components/detail/info-card.tsx';
import { MISSING_TEXT } from '../../../lib/time.ts';

/** Details of SPEC.md §2.6: where the model reads from. A model without a source says so. */
export function ModelDetailsCard({ model }: { model: Model }) {
  return (
    <InfoCard title="Details">
      <InfoItem term="Description">{model.description}</InfoItem>
      <InfoItem term="Source Table">{model.source_table}</InfoItem>
      <InfoItem term="Source Schema">{model.source_schema}</InfoItem>
      <InfoItem term="Organization Column">{model.organization_column}</InfoItem>
      <InfoItem term="Source Name">{model.source_name ?? MISSING_TEXT}</InfoItem>
    </InfoCard>
  );
}
