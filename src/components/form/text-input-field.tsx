import type { HTMLInputTypeAttribute } from 'react';
import { Field } from '../ui/index.ts';
import { FormField, type FormFieldProps } from './form-field.tsx';

export interface TextInputFieldProps extends Omit<FormFieldProps, 'children'> {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'password' | 'number' | 'url' | 'email'>;
  placeholder?: string | undefined;
  autoComplete?: string;
}

/** A text, number or password input. Numbers stay text until the form converts them. */
export function TextInputField({
  name,
  value,
  onValueChange,
  type = 'text',
  placeholder,
  autoComplete,
  ...field
}: TextInputFieldProps) {
  return (
    <FormField {...field}>
      <Field.Input
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        // Secrets are typed by hand: no browser autofill of the user's own passwords into a customer's.
        autoComplete={autoComplete ?? (type === 'password' ? 'new-password' : 'off')}
        inputMode={type === 'number' ? 'numeric' : undefined}
        spellCheck={false}
        onChange={(e) => onValueChange(e.currentTarget.value)}
      />
    </FormField>
  );
}
