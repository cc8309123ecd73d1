/**
 * The recipient form (SPEC.md §2.7, §5) for /recipients/new and /recipients/{id}/edit. Problems show
 * next to their fields on submit and focus moves to the first; while saving ('Saving Recipient...')
 * every input is disabled; a refused save keeps what was typed and marks the field the server named.
 * What is typed is kept as a draft until it is saved or discarded; offline Save is disabled.
 */
import { type FormEvent, useMemo } from 'react';
import { css } from 'styled-system/css';
import type { Recipient } from '../../../api/schemas/recipient.ts';
import { TextLink } from '../../../components/data/text-link.tsx';
import { FormShell, SubmitBar } from '../../../components/form/form-shell.tsx';
import { TextInputField } from '../../../components/form/text-input-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { useSession } from '../../auth/session.ts';
import { recipientLinks } from '../recipient-href.ts';
import { LockedIdField } from './locked-id-field.tsx';
import { type ProductCatalogue, ProductsField } from './products-field.tsx';
import {
  BLANK_DRAFT,
  changedFields,
  draftOf,
  FIELD_LABELS,
  type RecipientDraft,
  serverErrorsOf,
  toWrite,
  validateDraft,
} from './recipient-draft.ts';
import { useSaveRecipient } from './use-save-recipient.ts';

export const SAVING_TEXT = 'Saving Recipient...';

const layout = css({ gap: '6', maxW: '40rem' });
const cancel = css({ textStyle: 'sm', fontWeight: 'medium', px: '2', py: '2' });

interface RecipientFormProps {
  recipient?: Recipient | undefined;
  catalogue: ProductCatalogue;
}

export function RecipientForm({ recipient, catalogue }: RecipientFormProps) {
  const mode = recipient ? 'edit' : 'create';
  const initial = useMemo(() => (recipient ? draftOf(recipient) : BLANK_DRAFT), [recipient]);
  const form = useForm<RecipientDraft>({
    initial,
    draft: { session: useSession(), formId: recipient ? `recipient:${recipient.id}:edit` : 'recipient:new' },
  });
  const { values: draft, errors, change } = form;
  const save = useSaveRecipient();
  const productsAvailable = catalogue.status === 'ready';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.saving || !form.check(validateDraft(draft, { mode, productsAvailable }))) return;
    const result = recipient
      ? await save.update(recipient.id, changedFields(draft, recipient, productsAvailable))
      : await save.create(toWrite(draft));
    if (result.ok) void form.draft.clear();
    else form.addErrors(serverErrorsOf(result.error));
  };

  return (
    <FormShell
      form={form}
      label={recipient ? 'Edit recipient' : 'New recipient'}
      saving={save.saving}
      onSubmit={onSubmit}
      className={layout}
    >
      <TextInputField
        name="name"
        label={FIELD_LABELS.name}
        value={draft.name}
        error={errors.name}
        required
        autoComplete="off"
        onValueChange={(name) => change({ name })}
      />
      {recipient ? (
        <LockedIdField value={recipient.id_in_provider_system} />
      ) : (
        <TextInputField
          name="id_in_provider_system"
          label={FIELD_LABELS.id_in_provider_system}
          description="Your own identifier for this customer. It cannot be changed later."
          value={draft.id_in_provider_system}
          error={errors.id_in_provider_system}
          required
          onValueChange={(id_in_provider_system) => change({ id_in_provider_system })}
        />
      )}
      <ProductsField
        catalogue={catalogue}
        value={draft.products}
        error={errors.products}
        onValueChange={(products) => change({ products })}
      />
      <SubmitBar saving={save.saving} label="Save" busyLabel={SAVING_TEXT}>
        <TextLink
          {...(recipient ? recipientLinks.detail(recipient.id) : recipientLinks.list)}
          className={cancel}
        >
          Cancel
        </TextLink>
      </SubmitBar>
    </FormShell>
  );
}
