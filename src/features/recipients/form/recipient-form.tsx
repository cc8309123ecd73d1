/**
 * The recipient form (SPEC.md §2.7, §5) for /recipients/new and /recipients/{id}/edit. Problems show
 * next to their fields on submit and focus moves to the first; while saving ('Saving Recipient...')
 * every input is disabled; a refused save keeps what was typed and marks the field the server named.
 * What is typed is kept as a draft until it is saved or discarded; offline Save is disabled.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Recipient } from '../../../api/schemas/recipient.ts';
import { TextLink } from '../../../components/data/text-link.tsx';
import { DraftNotice } from '../../../components/form/draft-notice.tsx';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { TextInputField } from '../../../components/form/text-input-field.tsx';
import { useFormDraft } from '../../../components/form/use-form-draft.ts';
import { Button } from '../../../components/ui/index.ts';
import { useSession } from '../../auth/session.ts';
import { recipientLinks } from '../recipient-href.ts';
import { LockedIdField } from './locked-id-field.tsx';
import { type ProductCatalogue, ProductsField } from './products-field.tsx';
import {
  BLANK_DRAFT,
  changedFields,
  type DraftErrors,
  draftOf,
  FIELD_LABELS,
  type RecipientDraft,
  toWrite,
  validateDraft,
} from './recipient-draft.ts';
import { fieldErrorsOf } from './server-errors.ts';
import { useSaveRecipient } from './use-save-recipient.ts';

export const SAVING_TEXT = 'Saving Recipient...';

const INVALID_SELECTOR = '[aria-invalid="true"], fieldset[data-invalid] input:not(:disabled)';
const plain = css({ border: 'none', p: '0', m: '0', minW: '0', display: 'grid', gap: '6', maxW: '40rem' });
const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const cancel = css({ textStyle: 'sm', fontWeight: 'medium', px: '2', py: '2' });

interface RecipientFormProps {
  recipient?: Recipient | undefined;
  catalogue: ProductCatalogue;
}

export function RecipientForm({ recipient, catalogue }: RecipientFormProps) {
  const mode = recipient ? 'edit' : 'create';
  const initial = useMemo(() => (recipient ? draftOf(recipient) : BLANK_DRAFT), [recipient]);
  const [draft, setDraft] = useState<RecipientDraft>(initial);
  const kept = useFormDraft({
    session: useSession(),
    formId: recipient ? `recipient:${recipient.id}:edit` : 'recipient:new',
    values: draft,
    initial,
    restore: setDraft,
  });
  const write = useOfflineWrite();
  const [errors, setErrors] = useState<DraftErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveRecipient();
  const productsAvailable = catalogue.status === 'ready';

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>(INVALID_SELECTOR)?.focus();
  }, [focusRequest]);

  /** Sets a field and clears its message: the user is fixing it. */
  const change = <K extends keyof RecipientDraft>(field: K, value: RecipientDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const showErrors = (found: DraftErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setFocusRequest((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.saving) return;
    const found = validateDraft(draft, { mode, productsAvailable });
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = recipient
      ? await save.update(recipient.id, changedFields(draft, recipient, productsAvailable))
      : await save.create(toWrite(draft));
    if (result.ok) void kept.clear();
    else showErrors(fieldErrorsOf(result.error));
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={recipient ? 'Edit recipient' : 'New recipient'}
    >
      <fieldset disabled={save.saving} className={plain}>
        <DraftNotice draft={kept} />
        <TextInputField
          name="name"
          label={FIELD_LABELS.name}
          value={draft.name}
          error={errors.name}
          required
          autoComplete="off"
          onValueChange={(v) => change('name', v)}
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
            onValueChange={(v) => change('id_in_provider_system', v)}
          />
        )}
        <ProductsField
          catalogue={catalogue}
          value={draft.products}
          error={errors.products}
          onValueChange={(v) => change('products', v)}
        />
        <div className={bar}>
          <Button
            type="submit"
            loading={save.saving}
            disabled={write.offline}
            aria-describedby={write.describedBy()}
          >
            {save.saving ? SAVING_TEXT : 'Save'}
          </Button>
          <TextLink
            {...(recipient ? recipientLinks.detail(recipient.id) : recipientLinks.list)}
            className={cancel}
          >
            Cancel
          </TextLink>
          <OfflineReason write={write} />
        </div>
      </fieldset>
    </form>
  );
}
