import type { FormNode } from '../../../api/schemas/form.ts';
import { currentValue, type FormValues } from '../../../api/wire/form-values.ts';
import { TreeVendorField } from '../../../components/form-tree/tree-vendor-field.tsx';
import type { FormMode } from '../../../components/form-tree/validate.ts';

export const SOURCE_LOCKED_NOTE = 'Cannot be changed after the source is created.';

interface SourceVendorFieldProps {
  root: FormNode;
  mode: FormMode;
  values: FormValues;
  error: string | undefined;
  onChange: (vendor: string) => void;
}

/** The form tree's root: which system the source reads, with its logo; fixed once the source exists. */
export function SourceVendorField({ root, mode, values, error, onChange }: SourceVendorFieldProps) {
  return (
    <TreeVendorField
      root={root}
      label={root.attributes.label || 'Vendor'}
      value={String(currentValue(root, values) ?? '')}
      lock={mode === 'edit' ? SOURCE_LOCKED_NOTE : null}
      description={root.attributes.description || undefined}
      error={error}
      onValueChange={onChange}
    />
  );
}
