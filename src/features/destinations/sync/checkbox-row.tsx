import type { ReactNode } from 'react';
import { choiceItem } from '../../../components/form/choice-styles.ts';

interface CheckboxRowProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** One native checkbox whose label is its name, drawn like the form's checkbox groups. */
export function CheckboxRow({ checked, onChange, children }: CheckboxRowProps) {
  return (
    <label className={choiceItem}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}
