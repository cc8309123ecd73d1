import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Field } from '../ui/index.ts';

export interface FormFieldProps {
  label: string;
  description?: string | undefined;
  /** Shown under the control and linked to it (aria-describedby); marks the control invalid. */
  error?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** The control: a Field.Input, FieldSelect or FieldTextarea, which take their ids from the Root. */
  children: ReactNode;
}

const requiredMark = css({ color: 'fg.error', textStyle: 'sm', lineHeight: '1' });
const labelRow = css({ display: 'flex', alignItems: 'baseline', gap: '0.5' });

/** A labelled control with its help and error texts, wired by Ark Field (no id bookkeeping). */
export function FormField({
  label,
  description,
  error,
  required,
  readOnly,
  disabled,
  children,
}: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly} disabled={disabled}>
      {/* The star sits outside the label: the input says "required" itself, and the label text stays
          exactly the field's name for people and tools alike. */}
      <div className={labelRow}>
        <Field.Label>{label}</Field.Label>
        {required && (
          <span aria-hidden="true" className={requiredMark}>
            *
          </span>
        )}
      </div>
      {children}
      {description && <Field.HelperText>{description}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
