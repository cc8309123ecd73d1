import { Fieldset } from '@ark-ui/react/fieldset';
import { css, cx } from 'styled-system/css';
import { choiceError, choiceGroup, choiceHelp, choiceItem, choiceLegend } from './choice-styles.ts';

export interface ChecklistOption {
  value: string;
  label: string;
}

export interface ChecklistFieldProps {
  name: string;
  label: string;
  options: readonly ChecklistOption[];
  /** The checked values. */
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  /** Values shown checked and locked (included by a broader choice, e.g. all models). */
  lockedValues?: ReadonlySet<string>;
  description?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
}

const column = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  columnGap: '5',
});
const wrap = css({ overflowWrap: 'anywhere' });

/** Native checkboxes in a fieldset; checked values go into FormData under one name. */
export function ChecklistField({
  name,
  label,
  options,
  value,
  onValueChange,
  lockedValues,
  description,
  error,
  disabled,
}: ChecklistFieldProps) {
  const toggle = (option: string, on: boolean) =>
    onValueChange(on ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled} className={choiceGroup}>
      <Fieldset.Legend className={choiceLegend}>{label}</Fieldset.Legend>
      {description && <Fieldset.HelperText className={choiceHelp}>{description}</Fieldset.HelperText>}
      <div className={column}>
        {options.map((option) => {
          const locked = lockedValues?.has(option.value) ?? false;
          return (
            <label key={option.value} className={cx(choiceItem, wrap)}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={locked || value.includes(option.value)}
                disabled={disabled || locked}
                onChange={(e) => toggle(option.value, e.currentTarget.checked)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {error && <Fieldset.ErrorText className={choiceError}>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
