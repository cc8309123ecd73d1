import { Field as ArkField } from '@ark-ui/react/field';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { FormField } from '../../../components/form/form-field.tsx';

const look = cx(input({ size: 'md' }), css({ bg: 'bg.subtle', cursor: 'default' }));

/**
 * A value the user cannot change here (the delivery method when editing, the fixed URL of PagerDuty
 * and Datadog): read-only rather than disabled, so it stays focusable and is announced with its
 * value, and the note says why it is fixed.
 */
export function ReadOnlyField({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <FormField label={label} description={note} readOnly>
      <ArkField.Input readOnly value={value} className={look} />
    </FormField>
  );
}
