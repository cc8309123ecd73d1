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
import { NOTHING_UNSAVED, type UnsavedField } from '../cached-destination.ts';
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

const NOT_SAVED = PENDING_TEXT['not-saved'];

/**
 * Details: identity, vendor, every vendor field by its label, schedule, models and timestamps. Offline,
 * from an overview entry an older console saved (use-destination.ts), `unsaved` names what that entry
 * lacks: each is said to be not saved rather than shown empty.
 */
export function DetailsCard({
  destination,
  unsaved = NOTHING_UNSAVED,
}: {
  destination: Destination;
  unsaved?: ReadonlySet<UnsavedField>;
}) {
  const shown = (field: UnsavedField, text: () => string) => (unsaved.has(field) ? NOT_SAVED : text());
  return (
    <InfoCard title="Details">
      <IdentityItems destination={destination} />
      {unsaved.has('settings') ? (
        <InfoItem term="Connection settings">{NOT_SAVED}</InfoItem>
      ) : (
        <VendorFields destination={destination} />
      )}
      <InfoItem term="Sync Frequency">
        {shown('frequency_minutes', () => frequencyText(destination.frequency_minutes))}
      </InfoItem>
      <InfoItem term="Enabled models">
        {shown('enabled_models', () => enabledModelsText(destination.enabled_models))}
      </InfoItem>
      <InfoItem term="Created">{shown('created_at', () => formatTimestamp(destination.created_at))}</InfoItem>
      <InfoItem term="Updated">{shown('updated_at', () => formatTimestamp(destination.updated_at))}</InfoItem>
    </InfoCard>
  );
}
