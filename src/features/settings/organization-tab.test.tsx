// @vitest-environment jsdom
/**
 * The Organization tab from the cache: every SPEC.md §3 organisation fact, frequencies in words, cloud
 * role rows only for roles the organisation has, and the trust policy box only when there is one.
 */
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Organization } from '../../api/schemas/organization.ts';
import { render as mount } from '../../test-support/render.tsx';
import { organizationQueries } from '../auth/queries.ts';
import { OrganizationTab } from './organization-tab.tsx';
import { settingsQueries } from './queries.ts';

const ORG: Organization = {
  id: 'acme-analytics',
  name: 'Acme Analytics',
  app_users: ['demo@example.com'],
  default_frequency_minutes: 1440,
  fastest_allowed_frequency_minutes: 15,
  sources_schema_tenanted: true,
  sso_enabled: false,
  aws_iam_role_name: 'prequel-acme',
  aws_iam_role_id: null,
};
const POLICY = '{\n  "Version": "2012-10-17"\n}';

let host: HTMLDivElement;
let client: QueryClient;

async function render(policy: string | null) {
  client.setQueryData(organizationQueries.detail('prod').queryKey, ORG);
  client.setQueryData(settingsQueries.trustPolicy('prod').queryKey, policy);
  ({ host } = await mount(<OrganizationTab />, { queryClient: client }));
}
const facts = () =>
  Object.fromEntries(
    [...host.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

beforeEach(() => {
  // Fresh for a minute: the cached values are shown without a fetch.
  client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
});

describe('OrganizationTab', () => {
  it('lists the organisation facts, frequencies in words, and only the roles it has', async () => {
    await render(POLICY);
    expect(facts()).toEqual({
      Name: 'Acme Analytics',
      ID: 'acme-analytics',
      'Default frequency': 'Every day',
      'Fastest allowed frequency': 'Every 15 minutes',
      'Sources schema tenanted': 'Yes',
      'SSO enabled': 'No',
      'AWS IAM role name': 'prequel-acme',
      'App users': 'demo@example.com',
    });
  });

  it('shows the trust policy under its heading with a copy button', async () => {
    await render(POLICY);
    const section = host.querySelector('section[aria-labelledby="trust-policy-heading"]');
    expect(section?.querySelector('h2')?.textContent).toBe('AWS IAM trust policy');
    expect(section?.querySelector('pre')?.textContent).toBe(POLICY);
    expect(section?.querySelector('button[aria-label="Copy trust policy"]')).not.toBeNull();
  });

  it('leaves the trust policy out when the server has none', async () => {
    await render(null);
    expect(host.textContent).not.toContain('AWS IAM trust policy');
    expect(host.textContent).toContain('Acme Analytics');
  });
});
