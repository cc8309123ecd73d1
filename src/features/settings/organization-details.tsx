import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Organization } from '../../api/schemas/organization.ts';
import { CopyButton } from '../../components/ui/index.ts';
import { formatFrequency } from './frequency.ts';

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '14rem 1fr' },
  columnGap: '6',
  rowGap: { base: '1', md: '4' },
  '& dt': { color: 'fg.muted', fontWeight: 'medium', textStyle: 'sm', mt: { base: '3', md: '0' } },
  '& dd': { color: 'fg.default', minW: '0', overflowWrap: 'anywhere' },
});

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The read-only Organization facts of SPEC.md §2.10 / §3. */
export function OrganizationDetails({ organization: org }: { organization: Organization }) {
  return (
    <dl className={list}>
      <Row term="Name">{org.name}</Row>
      <Row term="ID">
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
          <code className={css({ fontFamily: 'code', textStyle: 'sm' })}>{org.id}</code>
          <CopyButton value={org.id} label="Copy organization ID" />
        </span>
      </Row>
      <Row term="Default frequency">{formatFrequency(org.default_frequency_minutes)}</Row>
      <Row term="Fastest allowed frequency">{formatFrequency(org.fastest_allowed_frequency_minutes)}</Row>
      <Row term="SSO enabled">{org.sso_enabled ? 'Yes' : 'No'}</Row>
      <Row term="App users">
        {org.app_users.length === 0 ? (
          'None'
        ) : (
          <ul className={css({ display: 'grid', gap: '1' })}>
            {org.app_users.map((user) => (
              <li key={user}>{user}</li>
            ))}
          </ul>
        )}
      </Row>
    </dl>
  );
}
