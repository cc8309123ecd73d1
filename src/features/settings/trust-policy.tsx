import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { CopyButton } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { settingsQueries } from './queries.ts';

const box = css({
  fontFamily: 'code',
  textStyle: 'sm',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderRadius: 'l2',
  p: '3',
  m: '0',
});

/**
 * The AWS IAM trust policy customers attach to the role our exports assume, to copy as is. Shown only
 * when the server has one: an organisation without AWS exports, a 404 or an unreachable server leave
 * the section out rather than put an error beside the organisation's facts.
 */
export function TrustPolicySection() {
  const { data: policy } = useQuery(settingsQueries.trustPolicy(useEnvironment()));
  if (!policy) return null;
  return (
    <section aria-labelledby="trust-policy-heading" className={css({ display: 'grid', gap: '3', minW: '0' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <h2 id="trust-policy-heading" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
          AWS IAM trust policy
        </h2>
        <CopyButton value={policy} label="Copy trust policy" />
      </div>
      <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>
        Recipients attach this policy to the IAM role they create in their AWS account, so that exports can
        assume it.
      </p>
      <pre className={box}>{policy}</pre>
    </section>
  );
}
