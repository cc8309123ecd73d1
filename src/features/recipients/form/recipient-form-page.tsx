/**
 * The pages around the form: 'Add Recipient' at /recipients/new and 'Edit Recipient' at
 * /recipients/{id}/edit. An id of the wrong shape shows the not-found page; an id the server does not
 * know (404) goes back to /recipients (SPEC.md §2.7).
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { QueryView } from '../../../components/data/query-view.tsx';
import { LoadingState } from '../../../components/data/states.tsx';
import { TextLink } from '../../../components/data/text-link.tsx';
import { RecipientMissing } from '../detail/recipient-missing.tsx';
import { useRecipient } from '../detail/use-recipient.ts';
import { recipientHrefs } from '../recipient-href.ts';
import { RecipientForm } from './recipient-form.tsx';
import { useProductCatalogue } from './use-product-catalogue.ts';

const back = css({
  textStyle: 'sm',
  color: 'fg.muted',
  fontWeight: 'medium',
  justifySelf: 'start',
  _hover: { textDecoration: 'underline' },
});

function FormPage(props: { title: string; backHref: string; backLabel: string; children: ReactNode }) {
  return (
    <section aria-labelledby="recipient-form-heading" className={css({ display: 'grid', gap: '4' })}>
      <TextLink to={props.backHref} className={back}>
        ← {props.backLabel}
      </TextLink>
      <h1 id="recipient-form-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}

export function NewRecipientPage() {
  const catalogue = useProductCatalogue();
  return (
    <FormPage title="Add Recipient" backHref={recipientHrefs.list} backLabel="Recipients">
      {/* Wait for the catalogue briefly, so the products rule is known before anything can be sent. */}
      {catalogue.status === 'loading' ? (
        <LoadingState label="Loading products" />
      ) : (
        <RecipientForm catalogue={catalogue} />
      )}
    </FormPage>
  );
}

export function EditRecipientPage({ recipientId }: { recipientId: string }) {
  const { query, missing } = useRecipient(recipientId);
  const catalogue = useProductCatalogue();
  if (missing) return <RecipientMissing recipientId={recipientId} reason={missing} />;
  return (
    <FormPage
      title="Edit Recipient"
      backHref={recipientHrefs.detail(recipientId)}
      backLabel="Back to recipient"
    >
      <QueryView query={query} loadingLabel="Loading recipient">
        {(recipient) =>
          catalogue.status === 'loading' ? (
            <LoadingState label="Loading products" />
          ) : (
            // Another recipient, or the same one after an environment switch, starts a new form.
            <RecipientForm key={recipient.id} recipient={recipient} catalogue={catalogue} />
          )
        }
      </QueryView>
    </FormPage>
  );
}
