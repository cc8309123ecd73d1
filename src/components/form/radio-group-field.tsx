import { Fieldset } from '@ark-ui/react/fieldset';
import {
  choiceError,
  choiceGroup,
  choiceHelp,
  choiceItem,
  choiceLegend,
  choiceList,
} from './choice-styles.ts';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean | undefined;
}

export interface RadioGroupFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly RadioOption[];
  onValueChange: (value: string) => void;
  description?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
}

/** Native radios in a fieldset: the legend names the group, arrow keys move between choices. */
export function RadioGroupField({
  name,
  label,
  value,
  options,
  onValueChange,
  description,
  error,
  disabled,
}: RadioGroupFieldProps) {
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled} className={choiceGroup}>
      <Fieldset.Legend className={choiceLegend}>{label}</Fieldset.Legend>
      <div className={choiceList}>
        {options.map((option) => (
          <label key={option.value} className={choiceItem}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled || option.disabled}
              onChange={() => onValueChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {description && <Fieldset.HelperText className={choiceHelp}>{description}</Fieldset.HelperText>}
      {error && <Fieldset.ErrorText className={choiceError}>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
