import type { Ref } from 'react';
import { Field } from '../../components/ui/index.ts';

interface EmailFieldProps {
  defaultValue: string;
  error: string | null;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The e-mail input of the sign-in forms: named "Email", its error linked to it by Ark Field. */
export function EmailField({ defaultValue, error, readOnly = false, inputRef }: EmailFieldProps) {
  return (
    <Field.Root invalid={error !== null} readOnly={readOnly} required>
      <Field.Label>Email</Field.Label>
      <Field.Input
        ref={inputRef}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        defaultValue={defaultValue}
        size="lg"
        bg={readOnly ? 'bg.subtle' : undefined}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
