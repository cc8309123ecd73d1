/**
 * Section 1 of the form (no heading): the vendor, the destination's name and its recipient. Vendor and
 * recipient are locked when editing, and when the definition fixes them (`const`: the recipient's
 * onboarding form, where the recipient is named by the node's own enum). Without any recipient there is nothing to send data for: the
 * select says so and a link opens /recipients/new in a new tab, keeping what was typed here.
 */

import { css } from 'styled-system/css';
import type { FormNode } from '../../../api/schemas/form.ts';
import { type Recipient, recipientLabel } from '../../../api/schemas/recipient.ts';
import type { FormValues } from '../../../api/wire/form-values.ts';
import { findNode } from '../../../api/wire/walk.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextInputField } from '../../../components/form/text-input-field.tsx';
import { LockedField } from '../../../components/form-tree/locked-field.tsx';
import { TreeVendorField } from '../../../components/form-tree/tree-vendor-field.tsx';
import type { FormMode } from '../../../components/form-tree/validate.ts';
import { ExternalLink } from '../../../components/ui/index.ts';
import { LOCKED_NOTE } from './vendor-field.tsx';

interface IdentityFieldsProps {
  root: FormNode;
  mode: FormMode;
  values: FormValues;
  errors: Readonly<Record<string, string>>;
  recipients: readonly Recipient[];
  onChange: (patch: Record<string, unknown>) => void;
  onRecipientChange: (recipientId: string) => void;
}

/** The label the server gives a top-level field, or ours. */
export function labelOf(root: FormNode, name: string, fallback: string): string {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop() as FormNode;
    if (node.name === name && node.attributes.label) return node.attributes.label;
    stack.push(...(node.children ?? []));
  }
  return fallback;
}

/** Said under a choice the definition fixed before the form was opened. */
export const PRESET_NOTE = 'Set up for you: it cannot be changed here.';

/** Why a choice is locked, or null when the user makes it. */
function lockOf(node: FormNode | undefined, mode: FormMode): string | null {
  if (mode === 'edit') return LOCKED_NOTE;
  return node?.const !== undefined ? PRESET_NOTE : null;
}

export function IdentityFields({
  root,
  mode,
  values,
  errors,
  recipients,
  onChange,
  onRecipientChange,
}: IdentityFieldsProps) {
  const vendor = String(values.vendor ?? '');
  const recipientId = String(values.recipient_id ?? '');
  const recipientFieldLabel = labelOf(root, 'recipient_id', 'Recipient');
  const sortedRecipients = [...recipients].sort((a, b) => a.name.localeCompare(b.name));
  const recipient = recipients.find((r) => r.id === recipientId);
  const recipientNode = findNode(root, 'recipient_id');
  const recipientDisplay = recipient
    ? recipientLabel(recipient)
    : (recipientNode?.enum?.find((e) => e.key === recipientId)?.display ?? recipientId);
  const recipientLock = lockOf(recipientNode, mode);

  return (
    <>
      <TreeVendorField
        root={root}
        label={labelOf(root, 'vendor', 'Vendor')}
        value={vendor}
        lock={lockOf(root, mode)}
        error={errors.vendor}
        onValueChange={(v) => onChange({ vendor: v })}
      />
      <TextInputField
        name="name"
        label={labelOf(root, 'name', 'Destination Name')}
        value={String(values.name ?? '')}
        error={errors.name}
        required
        autoComplete="off"
        onValueChange={(v) => onChange({ name: v })}
      />
      {recipientLock ? (
        <LockedField
          label={recipientFieldLabel}
          name="recipient_id"
          value={recipientId}
          display={recipientDisplay}
          note={recipientLock}
        />
      ) : (
        <div className={css({ display: 'grid', gap: '1.5' })}>
          <SelectField
            name="recipient_id"
            label={recipientFieldLabel}
            value={recipientId}
            placeholder={recipients.length > 0 ? 'Select a recipient' : 'No recipients yet'}
            options={sortedRecipients.map((r) => ({ value: r.id, label: recipientLabel(r) }))}
            error={errors.recipient_id}
            required
            disabled={recipients.length === 0}
            onValueChange={onRecipientChange}
          />
          {recipients.length === 0 && (
            <p className={css({ textStyle: 'sm' })}>
              A destination sends data to a recipient.{' '}
              <ExternalLink href="/recipients/new">Create a recipient</ExternalLink>, then choose it here.
            </p>
          )}
        </div>
      )}
    </>
  );
}
