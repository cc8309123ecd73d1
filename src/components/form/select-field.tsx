import { Field as ArkField } from '@ark-ui/react/field';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { FormField, type FormFieldProps } from './form-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean | undefined;
}

export interface SelectFieldProps extends Omit<FormFieldProps, 'children'> {
  name: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** An empty first choice ("Select a recipient") for a select that starts without a value. */
  placeholder?: string | undefined;
}

// A native select: the phone's own picker, full keyboard support, and no popup to position.
const select = cx(input({ size: 'md' }), css({ appearance: 'auto', pr: '2', cursor: 'pointer' }));

export function SelectField({
  name,
  value,
  options,
  onValueChange,
  placeholder,
  ...field
}: SelectFieldProps) {
  return (
    <FormField {...field}>
      <ArkField.Select
        name={name}
        value={value}
        className={select}
        onChange={(e) => onValueChange(e.currentTarget.value)}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </ArkField.Select>
    </FormField>
  );
}
