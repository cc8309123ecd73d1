import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Destination } from '../../../api/schemas/destination.ts';
import { PENDING_TEXT, PendingValue, pendingOf } from '../../../components/data/pending-value.tsx';
import { InfoCard, InfoItem, monoBox } from '../../../components/detail/info-card.tsx';
import { CopyButton } from '../../../components/ui/index.ts';
import { VendorName } from '../../../components/vendor-logo.tsx';
import { formatTimestamp } from '../../../lib/time.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { organizationQueries } from '../../auth/queries.ts';
import { destinationFormQueries } from '../form/queries.ts';
import { enabledModelsText, enabledText, frequencyText, vendorDetailItems } from './detail-fields.ts';

const idRow = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontFamily: 'mono',
  textStyle: 'sm',
});

/** The vendor fields need the form definition for their labels; until it is here, a spinner row. */
function VendorFields({ destination }: { destination: Destination }) {
  const environment = useEnvironment();
  const organization = useQuery(organizationQueries.detail(environment));
  const orgId = organization.data?.id;
  // The whole tree, shared with the Connection tab's form: the walk picks this vendor's branch.
  const form = useQuery({
    ...destinationFormQueries.definition(environment, orgId ?? ''),
    enabled: orgId !== undefined,
  });
  if (!form.data) {
    return (
      <InfoItem term="Connection settings">
        <PendingValue state={pendingOf(organization, form)} label="Loading connection settings" />
      </InfoItem>
    );
  }
  return vendorDetailItems(form.data.form, destination).map((item) => (
    <InfoItem key={item.label} term={item.label}>
      {item.monospace ? <pre className={monoBox}>{item.value}</pre> : item.value}
    </InfoItem>
  ));
}

function IdentityItems({ destination }: { destination: Destination }) {
  return (
    <>
      <InfoItem term="ID">
        <span className={idRow}>
          {destination.id}
          <CopyButton value={destination.id} label="Copy destination ID" />
        </span>
      </InfoItem>
      <InfoItem term="Vendor">
        <VendorName vendor={destination.vendor} />
      </InfoItem>
      <InfoItem term="Enabled">{enabledText(destination.is_enabled)}</InfoItem>
    </>
  );
}

/** The fields the overview's entry does not keep, each said to be not saved rather than shown empty. */
const NOT_IN_THE_ENTRY = ['Connection settings', 'Sync Frequency', 'Enabled models', 'Created', 'Updated'];

/**
 * Details: identity, vendor, every vendor field by its label, schedule, models and timestamps. `partial`
 * (offline, from the overview's entry; use-destination.ts): only identity, vendor and Enabled are known.
 */
export function DetailsCard({
  destination,
  partial = false,
}: {
  destination: Destination;
  partial?: boolean;
}) {
  if (partial) {
    return (
      <InfoCard title="Details">
        <IdentityItems destination={destination} />
        {NOT_IN_THE_ENTRY.map((term) => (
          <InfoItem key={term} term={term}>
            {PENDING_TEXT['not-saved']}
          </InfoItem>
        ))}
      </InfoCard>
    );
  }
  return (
    <InfoCard title="Details">
      <IdentityItems destination={destination} />
      <VendorFields destination={destination} />
      <InfoItem term="Sync Frequency">{frequencyText(destination.frequency_minutes)}</InfoItem>
      <InfoItem term="Enabled models">{enabledModelsText(destination.enabled_models)}</InfoItem>
      <InfoItem term="Created">{formatTimestamp(destination.created_at)}</InfoItem>
      <InfoItem term="Updated">{formatTimestamp(destination.updated_at)}</InfoItem>
    </InfoCard>
  );
}
