import { Field as ArkField } from '@ark-ui/react/field';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { FormField } from '../form/form-field.tsx';

interface LockedFieldProps {
  label: string;
  name: string;
  value: string;
  /** What the user reads (a display name) when `value` is a key. */
  display: string;
  /** Why it cannot change ('Cannot be changed after the destination is created.'). */
  note: string;
  adornment?: ReactNode;
}

const row = css({ display: 'flex', alignItems: 'center', gap: '2' });
const look = cx(input({ size: 'md' }), css({ bg: 'bg.subtle', flex: '1', minW: '0' }));

/**
 * A choice fixed after creation (vendor, recipient, host: SPEC.md §5): read-only and still focusable,
 * so it is announced with its value; the value itself travels in a hidden input of the same name.
 */
export function LockedField({ label, name, value, display, note, adornment }: LockedFieldProps) {
  return (
    <FormField label={label} description={note} readOnly>
      <div className={row}>
        {adornment}
        <ArkField.Input readOnly value={display} className={look} />
      </div>
      <input type="hidden" name={name} value={value} />
    </FormField>
  );
}
