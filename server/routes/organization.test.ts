import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/test-app.ts';

describe('GET /auth/iam-trust-policy', () => {
  it('gives the trust policy with the organisation id as external ID, and 401 signed out', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const res = await t.call('GET', '/api/auth/iam-trust-policy', { cookie });
    expect(res.status).toBe(200);
    const policy = JSON.parse(res.json.data.trust_policy);
    expect(policy.Statement[0].Action).toBe('sts:AssumeRole');
    expect(policy.Statement[0].Condition.StringEquals['sts:ExternalId']).toBe('acme-analytics');
    expect((await t.call('GET', '/api/auth/iam-trust-policy')).status).toBe(401);
  });
});
