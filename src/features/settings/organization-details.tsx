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
const code = css({ fontFamily: 'code', textStyle: 'sm' });

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** An identifier to paste elsewhere: monospace, with a copy button named after it. */
function Copyable({ value, name }: { value: string; name: string }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', maxW: 'full' })}>
      <code className={code}>{value}</code>
      <CopyButton value={value} label={`Copy ${name}`} />
    </span>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The optional cloud roles (SPEC.md §3): a row only for those the organisation has. */
const ROLE_FIELDS = [
  ['aws_iam_role_name', 'AWS IAM role name'],
  ['aws_iam_role_id', 'AWS IAM role ID'],
  ['gcp_iam_role_name', 'GCP IAM role name'],
  ['gcp_iam_role_id', 'GCP IAM role ID'],
] as const;

/** The read-only Organization facts of SPEC.md §2.10 / §3. */
export function OrganizationDetails({ organization: org }: { organization: Organization }) {
  return (
    <dl className={list}>
      <Row term="Name">{org.name}</Row>
      <Row term="ID">
        <Copyable value={org.id} name="organization ID" />
      </Row>
      <Row term="Default frequency">{formatFrequency(org.default_frequency_minutes)}</Row>
      <Row term="Fastest allowed frequency">{formatFrequency(org.fastest_allowed_frequency_minutes)}</Row>
      <Row term="Sources schema tenanted">{yesNo(org.sources_schema_tenanted)}</Row>
      <Row term="SSO enabled">{yesNo(org.sso_enabled)}</Row>
      {ROLE_FIELDS.map(([key, term]) => {
        const value = org[key];
        return value ? (
          <Row key={key} term={term}>
            <Copyable value={value} name={term} />
          </Row>
        ) : null;
      })}
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
