import type { FormNode } from '../../../api/schemas/form.ts';
import { vendorDisplayName } from '../../../api/schemas/vendor.ts';
import { currentValue, type FormValues } from '../../../api/wire/form-values.ts';
import { VENDOR_CHOICE_LOGO_PX, VendorSelect } from '../../../components/form/vendor-select.tsx';
import { LockedField } from '../../../components/form-tree/locked-field.tsx';
import type { FormMode } from '../../../components/form-tree/validate.ts';
import { VendorLogo } from '../../../components/vendor-logo.tsx';

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
  const vendor = String(currentValue(root, values) ?? '');
  const label = root.attributes.label || 'Vendor';
  const logo = <VendorLogo vendor={vendor} size={VENDOR_CHOICE_LOGO_PX} />;
  if (mode === 'edit') {
    return (
      <LockedField
        label={label}
        name="vendor"
        value={vendor}
        display={vendorDisplayName(vendor)}
        note={SOURCE_LOCKED_NOTE}
        adornment={logo}
      />
    );
  }
  const options = (root.enum ?? []).map((entry) => ({
    value: String(entry.key),
    label: entry.display || vendorDisplayName(String(entry.key)),
    disabled: entry.disabled,
  }));
  return (
    <VendorSelect
      label={label}
      description={root.attributes.description || undefined}
      value={vendor}
      options={options}
      error={error}
      onValueChange={onChange}
    />
  );
}
