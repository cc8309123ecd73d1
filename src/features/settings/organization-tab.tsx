import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Button, Spinner } from '../../components/ui/index.ts';
import { organizationQueries } from '../auth/queries.ts';
import { OrganizationDetails } from './organization-details.tsx';

/** The Organization tab: loading, failure with a retry, or the details. */
export function OrganizationTab() {
  const org = useQuery(organizationQueries.detail());

  if (org.data) return <OrganizationDetails organization={org.data} />;
  if (org.isError) {
    return (
      <div role="alert" className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
        <p>{org.error.message}</p>
        <Button variant="outline" onClick={() => org.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <Spinner label="Loading organization" />;
}
