/**
 * The pages around the form: 'Add Recipient' at /recipients/new and 'Edit Recipient' at
 * /recipients/{id}/edit. An id of the wrong shape shows the not-found page; an id the server does not
 * know (404) goes back to /recipients (SPEC.md §2.7).
 */
import { QueryView } from '../../../components/data/query-view.tsx';
import { LoadingState } from '../../../components/data/states.tsx';
import { FormPage } from '../../../components/form/form-page.tsx';
import { RecipientMissing } from '../detail/recipient-missing.tsx';
import { useRecipient } from '../detail/use-recipient.ts';
import { recipientHrefs } from '../recipient-href.ts';
import { RecipientForm } from './recipient-form.tsx';
import { useProductCatalogue } from './use-product-catalogue.ts';

export function NewRecipientPage() {
  const catalogue = useProductCatalogue();
  return (
    <FormPage
      headingId="recipient-form-heading"
      title="Add Recipient"
      backHref={recipientHrefs.list}
      backLabel="Recipients"
    >
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
      headingId="recipient-form-heading"
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
