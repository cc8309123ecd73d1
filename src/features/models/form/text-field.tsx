import { Field as ArkField } from '@ark-ui/react/field';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { textarea } from 'styled-system/recipes';
import { Field } from '../../../components/ui/index.ts';

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  description?: string;
  placeholder?: string;
  /** Rows of a multi-line field; a single-line input without. */
  rows?: number;
}

const requiredMark = css({ color: 'fg.error', textStyle: 'sm', lineHeight: '1' });
const labelRow = css({ display: 'flex', alignItems: 'baseline', gap: '0.5' });

/**
 * A required text field of the product form. Ark links its error by aria-errormessage only, which
 * several screen readers ignore; here the help and the error are named in aria-describedby too, so
 * the reason a field is invalid is read out with it.
 */
export function TextField({
  name,
  label,
  value,
  onValueChange,
  error,
  description,
  placeholder,
  rows,
}: TextFieldProps) {
  const id = useId();
  const ids = { helperText: `${id}-help`, errorText: `${id}-error` };
  const describedBy = [description && ids.helperText, error && ids.errorText].filter(Boolean).join(' ');
  const control = {
    name,
    value,
    placeholder,
    autoComplete: 'off',
    'aria-describedby': describedBy || undefined,
  };
  return (
    <Field.Root ids={ids} invalid={Boolean(error)} required>
      <div className={labelRow}>
        <Field.Label>{label}</Field.Label>
        <span aria-hidden="true" className={requiredMark}>
          *
        </span>
      </div>
      {rows ? (
        <ArkField.Textarea
          {...control}
          rows={rows}
          className={textarea({ size: 'md' })}
          onChange={(e) => onValueChange(e.currentTarget.value)}
        />
      ) : (
        <Field.Input {...control} type="text" onChange={(e) => onValueChange(e.currentTarget.value)} />
      )}
      {description && <Field.HelperText>{description}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
