import { Field as ArkField } from '@ark-ui/react/field';
import { css, cx } from 'styled-system/css';
import { textarea } from 'styled-system/recipes';
import { FormField, type FormFieldProps } from './form-field.tsx';

export interface TextareaFieldProps extends Omit<FormFieldProps, 'children'> {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string | undefined;
  rows?: number;
}

const DEFAULT_ROWS = 6;
const box = cx(
  textarea({ size: 'md' }),
  css({ fontFamily: 'code', textStyle: 'sm', wordBreak: 'break-all' }),
);

/** A monospace text box for JSON keys and certificates. */
export function TextareaField({
  name,
  value,
  onValueChange,
  placeholder,
  rows = DEFAULT_ROWS,
  ...field
}: TextareaFieldProps) {
  return (
    <FormField {...field}>
      <ArkField.Textarea
        name={name}
        value={value}
        rows={rows}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        className={box}
        onChange={(e) => onValueChange(e.currentTarget.value)}
      />
    </FormField>
  );
}
