import { css } from 'styled-system/css';
import { VendorLogo } from '../vendor-logo.tsx';
import { SelectField, type SelectFieldProps } from './select-field.tsx';

/** The logo's size beside a vendor choice (and a locked vendor field's adornment). */
export const VENDOR_CHOICE_LOGO_PX = 28;

const row = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  '& > :last-child': { flex: '1', minW: '0' },
});
// Level with the select, below its label (one line of small text and the field's 1.5 gap), so a
// description or an error under the select does not pull the logo down.
const logoBox = css({
  display: 'flex',
  alignItems: 'center',
  height: '10',
  flexShrink: 0,
  mt: 'calc(1.25rem + 0.375rem)',
});

/** The vendor choice of a form ('vendor'), with the chosen vendor's logo before it. */
export function VendorSelect(props: Omit<SelectFieldProps, 'name' | 'required'>) {
  return (
    <div className={row}>
      <span className={logoBox}>
        <VendorLogo vendor={props.value} size={VENDOR_CHOICE_LOGO_PX} />
      </span>
      <SelectField name="vendor" required {...props} />
    </div>
  );
}
