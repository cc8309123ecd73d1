import { css } from 'styled-system/css';
import { ExternalLink } from '../../../components/ui/index.ts';

export const DOCS_URL = 'https://docs.prequel.co';

const box = css({
  display: 'grid',
  gap: '3',
  layerStyle: 'card',
  p: { base: '4', md: '6' },
  maxW: '44rem',
});

/** What the page says when the account has no credentials (SPEC.md §2.7). */
export function CredentialsNotice() {
  return (
    <section className={box} aria-labelledby="credentials-notice-heading">
      <h2 id="credentials-notice-heading" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
        Recipient source credentials are not enabled
      </h2>
      <p>Recipient source credentials are not enabled on your account. Talk to support to enable them.</p>
      <p className={css({ color: 'fg.muted' })}>
        They are for sources that use role-based access control: each recipient reads the source with its own
        login. There is one credential set per source and recipient pair.
      </p>
      <p>
        <ExternalLink href={DOCS_URL}>Read the documentation</ExternalLink>
      </p>
    </section>
  );
}
