/**
 * One vendor field of the destination form: the generic form-tree field, with the recipient's
 * generated key for `key_format` fields and the host locked once the destination exists.
 */
import type { FormNode } from '../../../api/schemas/form.ts';
import type { FormValues } from '../../../api/wire/form-values.ts';
import { TreeField } from '../../../components/form-tree/tree-field.tsx';
import type { FormMode } from '../../../components/form-tree/validate.ts';
import { GeneratedKeyField, type KeyState } from './generated-key-field.tsx';

export interface VendorFieldProps {
  node: FormNode;
  values: FormValues;
  mode: FormMode;
  error: string | undefined;
  keyState: KeyState;
  onChange: (name: string, value: unknown) => void;
}

export const LOCKED_NOTE = 'Cannot be changed after the destination is created.';

/** Besides vendor and recipient, the host is fixed once created (SPEC.md §6); the server refuses a change. */
export const FIXED_AFTER_CREATE: ReadonlySet<string> = new Set(['host']);
const LOCKED_ON_EDIT = { names: FIXED_AFTER_CREATE, note: LOCKED_NOTE };

export function VendorField({ keyState, ...field }: VendorFieldProps) {
  const renderKey = (node: FormNode) => (
    <GeneratedKeyField
      label={node.attributes.label || node.name}
      description={node.attributes.description || undefined}
      format={node.attributes.key_format ?? 'ssh_rsa'}
      state={keyState}
    />
  );
  return <TreeField {...field} renderKey={renderKey} lockedOnEdit={LOCKED_ON_EDIT} />;
}
