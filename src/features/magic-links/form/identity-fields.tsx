/**
 * Name, recipient ('Name (id)') and vendor (with its logo) of the Generate Magic Link form. Without
 * recipients there is nothing to link: the form says 'No configured recipients' and links to
 * /recipients/new in a new tab, keeping what was typed here.
 */
import { css } from 'styled-system/css';
import { type Recipient, recipientLabel } from '../../../api/schemas/recipient.ts';
import type { DestinationVendorInfo } from '../../../api/schemas/vendor.ts';
import type { FieldErrors } from '../../../components/form/schema-errors.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextInputField } from '../../../components/form/text-input-field.tsx';
import { VendorSelect } from '../../../components/form/vendor-select.tsx';
import { ExternalLink } from '../../../components/ui/index.ts';
import type { LinkDraft } from './link-draft.ts';
import { FIELD_LABELS } from './link-validate.ts';

interface IdentityFieldsProps {
  draft: LinkDraft;
  errors: FieldErrors;
  recipients: readonly Recipient[];
  vendors: readonly DestinationVendorInfo[];
  onChange: (patch: Partial<LinkDraft>) => void;
  onVendorChange: (vendor: string) => void;
}

export const NO_RECIPIENTS_TEXT = 'No configured recipients';

export function IdentityFields({
  draft,
  errors,
  recipients,
  vendors,
  onChange,
  onVendorChange,
}: IdentityFieldsProps) {
  const sorted = [...recipients].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <>
      <TextInputField
        name="name"
        label={FIELD_LABELS.name}
        description="For your team: the list shows it. The recipient names their destination themselves."
        value={draft.name}
        error={errors.name}
        required
        autoComplete="off"
        onValueChange={(name) => onChange({ name })}
      />
      <div className={css({ display: 'grid', gap: '1.5' })}>
        <SelectField
          name="recipient_id"
          label={FIELD_LABELS.recipient_id}
          value={draft.recipient_id}
          placeholder={recipients.length > 0 ? 'Select a recipient' : NO_RECIPIENTS_TEXT}
          options={sorted.map((r) => ({ value: r.id, label: recipientLabel(r) }))}
          error={errors.recipient_id}
          required
          disabled={recipients.length === 0}
          onValueChange={(recipient_id) => onChange({ recipient_id })}
        />
        {recipients.length === 0 && (
          <p className={css({ textStyle: 'sm' })}>
            {NO_RECIPIENTS_TEXT}. <ExternalLink href="/recipients/new">Create a recipient</ExternalLink>, then
            choose it here.
          </p>
        )}
      </div>
      <VendorSelect
        label={FIELD_LABELS.vendor}
        value={draft.vendor}
        options={vendors.map((v) => ({ value: v.vendor_name, label: v.display_name }))}
        error={errors.vendor}
        onValueChange={onVendorChange}
      />
    </>
  );
}
