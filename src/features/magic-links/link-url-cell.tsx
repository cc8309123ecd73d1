import { css } from 'styled-system/css';
import { CopyButton } from '../../components/ui/index.ts';

/** Held only in memory (see queries.ts): a row restored from the offline copy has no URL to show. */
export const URL_UNAVAILABLE_TEXT = 'Shown when online';

const row = css({ display: 'inline-flex', alignItems: 'center', gap: '1', maxW: '100%' });
// Long tokens are cut visually; the whole URL is still what is copied and what the title shows.
const url = css({
  fontFamily: 'mono',
  textStyle: 'xs',
  maxW: { base: '32', md: '40' },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The Magic Link column: the URL, truncated, with a copy button named after the link. */
export function LinkUrlCell({ name, href }: { name: string; href: string | undefined }) {
  if (!href) return <span className={css({ color: 'fg.muted' })}>{URL_UNAVAILABLE_TEXT}</span>;
  return (
    <span className={row}>
      <span className={url} title={href} data-testid="magic-link-url">
        {href}
      </span>
      <CopyButton value={href} label={`Copy link for ${name}`} />
    </span>
  );
}
