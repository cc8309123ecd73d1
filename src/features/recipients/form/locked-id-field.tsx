import { Field as ArkField } from '@ark-ui/react/field';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { FormField } from '../../../components/form/form-field.tsx';
import { FIELD_LABELS } from './recipient-draft.ts';

export const ID_LOCKED_NOTE =
  'The ID in Provider System is how your systems know this recipient, so it cannot be changed after the recipient is created.';

const look = cx(input({ size: 'md' }), css({ bg: 'bg.subtle' }));

/**
 * The ID in Provider System once the recipient exists (SPEC.md §5): read-only but focusable, so it is
 * announced with its value, and the note says why it cannot change.
 */
export function LockedIdField({ value }: { value: string }) {
  return (
    <FormField label={FIELD_LABELS.id_in_provider_system} description={ID_LOCKED_NOTE} readOnly>
      <ArkField.Input readOnly value={value} className={look} />
    </FormField>
  );
}
