import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { QueryView } from '../../components/data/query-view.tsx';
import { useEnvironment } from '../auth/environment.ts';
import { organizationQueries } from '../auth/queries.ts';
import { OrganizationDetails } from './organization-details.tsx';
import { TrustPolicySection } from './trust-policy.tsx';

/** The Organization tab: the organisation's facts (loading, failure with a retry, or the details), then its AWS trust policy. */
export function OrganizationTab() {
  const org = useQuery(organizationQueries.detail(useEnvironment()));
  return (
    <div className={css({ display: 'grid', gap: '8', minW: '0' })}>
      <QueryView query={org} loadingLabel="Loading organization">
        {(organization) => <OrganizationDetails organization={organization} />}
      </QueryView>
      <TrustPolicySection />
    </div>
  );
}
