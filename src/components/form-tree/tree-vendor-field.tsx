/**
 * The vendor choice at the root of a form tree (destination, source): the root's enum is the vendors
 * on offer, each with the server's name or ours, and the chosen one's logo beside it. Once the choice
 * is fixed (the object exists, or the definition preset it) it is a locked field that says why.
 */
import type { FormNode } from '../../api/schemas/form.ts';
import { vendorDisplayName } from '../../api/schemas/vendor.ts';
import { VENDOR_CHOICE_LOGO_PX, VendorSelect } from '../form/vendor-select.tsx';
import { VendorLogo } from '../vendor-logo.tsx';
import { LockedField } from './locked-field.tsx';

interface TreeVendorFieldProps {
  /** The form tree's root, whose enum lists the vendors. */
  root: FormNode;
  label: string;
  /** The chosen vendor's key ('' before a choice). */
  value: string;
  /** Why the vendor cannot be changed, or null while the user chooses it. */
  lock: string | null;
  description?: string | undefined;
  error: string | undefined;
  onValueChange: (vendor: string) => void;
}

export function TreeVendorField({
  root,
  label,
  value,
  lock,
  description,
  error,
  onValueChange,
}: TreeVendorFieldProps) {
  if (lock) {
    return (
      <LockedField
        label={label}
        name="vendor"
        value={value}
        display={vendorDisplayName(value)}
        note={lock}
        adornment={<VendorLogo vendor={value} size={VENDOR_CHOICE_LOGO_PX} />}
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
      description={description}
      value={value}
      options={options}
      error={error}
      onValueChange={onValueChange}
    />
  );
}
