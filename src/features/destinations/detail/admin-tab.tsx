import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { Destination } from '../../../api/schemas/destination.ts';
import { INTEGRITY_CHECK_VENDORS } from '../../../api/schemas/vendor.ts';
import { TextLink } from '../../../components/data/text-link.tsx';
import { DangerRow } from '../../../components/detail/danger-row.tsx';
import { DangerZone } from '../../../components/detail/danger-zone.tsx';
import { DeleteDestination } from './delete-destination.tsx';
import { detailLinks } from './detail-hrefs.ts';
import { FullRefreshAction } from './full-refresh-action.tsx';
import { IntegrityCheckAction } from './integrity-check-action.tsx';
import { IntegrityChecks } from './integrity-checks.tsx';

export const supportsIntegrityCheck = (vendor: string) =>
  (INTEGRITY_CHECK_VENDORS as readonly string[]).includes(vendor);

/**
 * The admin tab, 'Danger Zone' (SPEC.md §2.4): edit, delete, full refresh and, where supported, integrity
 * checks, with the list of those run so far below.
 */
export function AdminTab({ destination }: { destination: Destination }) {
  const integrity = supportsIntegrityCheck(destination.vendor);
  return (
    <>
      <DangerZone>
        <DangerRow title="Edit destination" description="vendor, host and recipient_id cannot be changed">
          <TextLink
            {...detailLinks.edit(destination.id)}
            className={cx(button({ variant: 'outline' }), css({ minH: '11' }))}
          >
            Edit destination
          </TextLink>
        </DangerRow>
        <DeleteDestination destinationId={destination.id} />
        <FullRefreshAction destination={destination} />
        {integrity && <IntegrityCheckAction destination={destination} />}
      </DangerZone>
      {/* Beside where checks are started, the ones already run (a new one appears as it is enqueued). */}
      {integrity && <IntegrityChecks destinationId={destination.id} />}
    </>
  );
}
