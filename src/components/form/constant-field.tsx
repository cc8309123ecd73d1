import { Field as ArkField } from '@ark-ui/react/field';
import { css, cx } from 'styled-system/css';
import { input, textarea } from 'styled-system/recipes';
import { CopyButton } from '../ui/index.ts';
import { FormField } from './form-field.tsx';

export interface ConstantFieldProps {
  label: string;
  value: string;
  description?: string | undefined;
  /** Long values (public keys) wrap in a box instead of scrolling sideways in one line. */
  multiline?: boolean;
}

const row = css({ display: 'flex', alignItems: 'flex-start', gap: '1' });
const readOnlyLook = css({ bg: 'bg.subtle', fontFamily: 'code', textStyle: 'sm', flex: '1', minW: '0' });
const keyBox = css({ wordBreak: 'break-all', resize: 'none' });
const KEY_ROWS = 5;

/** A value the user cannot change but must copy somewhere (an IAM role, a public key). */
export function ConstantField({ label, value, description, multiline = false }: ConstantFieldProps) {
  return (
    <FormField label={label} description={description} readOnly>
      <div className={row}>
        {multiline ? (
          <ArkField.Textarea
            readOnly
            value={value}
            rows={KEY_ROWS}
            className={cx(textarea({ size: 'md' }), readOnlyLook, keyBox)}
          />
        ) : (
          <ArkField.Input readOnly value={value} className={cx(input({ size: 'md' }), readOnlyLook)} />
        )}
        <CopyButton value={value} label={`Copy ${label}`} />
      </div>
    </FormField>
  );
}
