import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { Source } from '../../../api/schemas/source.ts';
import { PendingValue, pendingOf } from '../../../components/data/pending-value.tsx';
import { TextLink } from '../../../components/data/text-link.tsx';
import { DangerRow } from '../../../components/detail/danger-row.tsx';
import { DangerZone } from '../../../components/detail/danger-zone.tsx';
import { InfoCard, InfoItem, monoBox } from '../../../components/detail/info-card.tsx';
import { VendorName } from '../../../components/vendor-logo.tsx';
import { formatTimestamp } from '../../../lib/time.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { organizationQueries } from '../../auth/queries.ts';
import { sourceQueries } from '../queries.ts';
import { sourceLinks } from '../source-hrefs.ts';
import { DeleteSource } from './delete-source.tsx';
import { sourceDetailItems } from './source-detail-fields.ts';

/** The vendor fields need the form definition for their labels; until it is here, a spinner row. */
function VendorFields({ source }: { source: Source }) {
  const environment = useEnvironment();
  const organization = useQuery(organizationQueries.detail(environment));
  const orgId = organization.data?.id;
  const form = useQuery({ ...sourceQueries.form(environment, orgId ?? ''), enabled: orgId !== undefined });
  if (!form.data) {
    return (
      <InfoItem term="Connection settings">
        <PendingValue state={pendingOf(organization, form)} label="Loading connection settings" />
      </InfoItem>
    );
  }
  return sourceDetailItems(form.data.form, source).map((item) => (
    <InfoItem key={item.label} term={item.label}>
      {item.monospace ? <pre className={monoBox}>{item.value}</pre> : item.value}
    </InfoItem>
  ));
}

/** The General tab (SPEC.md §2.8): the vendor and its fields, the times, and the Danger Zone. */
export function SourceGeneralTab({ source }: { source: Source }) {
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <InfoCard title="Details">
        <InfoItem term="Vendor">
          <VendorName vendor={source.vendor} />
        </InfoItem>
        <VendorFields source={source} />
        <InfoItem term="Created">{formatTimestamp(source.created_at)}</InfoItem>
        <InfoItem term="Updated">{formatTimestamp(source.updated_at)}</InfoItem>
      </InfoCard>
      <DangerZone>
        <DangerRow title="Edit source" description="vendor and host cannot be changed">
          <TextLink
            {...sourceLinks.edit(source.id)}
            className={cx(button({ variant: 'outline' }), css({ minH: '11' }))}
          >
            Edit source
          </TextLink>
        </DangerRow>
        <DeleteSource sourceId={source.id} />
      </DangerZone>
    </div>
  );
}
