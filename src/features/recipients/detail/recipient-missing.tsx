import { Navigate } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { isBufoId } from '../../../components/bufo/bufo-id.ts';
import { BufoPage } from '../../../components/bufo/bufo-page.tsx';
import { TextLink } from '../../../components/data/text-link.tsx';
import { recipientLinks } from '../recipient-href.ts';
import type { MissingReason } from './use-recipient.ts';

export const NOT_FOUND_TITLE = 'Recipient not found';
const BACK_LABEL = 'Back to recipients';

const page = css({ display: 'grid', gap: '4', justifyItems: 'start', py: '6' });

/**
 * No such recipient (SPEC.md §2.7): a well-formed unknown id goes back to the list; a malformed one
 * gets a page saying so — the frog for a bufo id (the rule of §2.4), else plain words and a way back.
 */
export function RecipientMissing({ recipientId, reason }: { recipientId: string; reason: MissingReason }) {
  if (reason === 'unknown') return <Navigate to="/recipients" replace />;
  if (isBufoId(recipientId)) {
    return <BufoPage title={NOT_FOUND_TITLE} back={recipientLinks.list} backLabel={BACK_LABEL} />;
  }
  return (
    <section className={page} aria-labelledby="recipient-missing-heading">
      <h1 id="recipient-missing-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
        {NOT_FOUND_TITLE}
      </h1>
      <p className={css({ overflowWrap: 'anywhere' })}>
        “{recipientId}” is not a recipient id, so there is no recipient to show.
      </p>
      <TextLink {...recipientLinks.list} className={cx(button({ variant: 'outline' }), css({ minH: '11' }))}>
        {BACK_LABEL}
      </TextLink>
    </section>
  );
}
