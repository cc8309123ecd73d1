import { FormField } from '../../../components/form/form-field.tsx';
import { Field } from '../../../components/ui/index.ts';

/**
 * The credential's password, uncontrolled: the browser holds what is typed and the form reads it only
 * when a test or a save is sent, so it never enters React state, a cache or a draft.
 */
export function PasswordField({ error, onInput }: { error: string | undefined; onInput: () => void }) {
  return (
    <FormField label="Password" error={error} required>
      <Field.Input name="password" type="password" autoComplete="new-password" onChange={onInput} />
    </FormField>
  );
}
