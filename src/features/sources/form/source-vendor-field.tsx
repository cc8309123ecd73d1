import { css } from 'styled-system/css';
import type { FormNode } from '../../../api/schemas/form.ts';
import { vendorDisplayName } from '../../../api/schemas/vendor.ts';
import { currentValue, type FormValues } from '../../../api/wire/form-values.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
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

const LOGO_PX = 28;
const row = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  '& > :last-child': { flex: '1', minW: '0' },
});
// Level with the select, below its label (one line of small text and the field's 1.5 gap), so the
// description under the select does not pull the logo down.
const logoBox = css({
  display: 'flex',
  alignItems: 'center',
  height: '10',
  flexShrink: 0,
  mt: 'calc(1.25rem + 0.375rem)',
});

/** The form tree's root: which system the source reads, with its logo; fixed once the source exists. */
export function SourceVendorField({ root, mode, values, error, onChange }: SourceVendorFieldProps) {
  const vendor = String(currentValue(root, values) ?? '');
  const label = root.attributes.label || 'Vendor';
  const logo = <VendorLogo vendor={vendor} size={LOGO_PX} />;
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
    <div className={row}>
      <span className={logoBox}>{logo}</span>
      <SelectField
        name="vendor"
        label={label}
        description={root.attributes.description || undefined}
        value={vendor}
        options={options}
        error={error}
        required
        onValueChange={onChange}
      />
    </div>
  );
}
