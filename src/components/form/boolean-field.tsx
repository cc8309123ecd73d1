import { RadioGroupField } from './radio-group-field.tsx';

export interface BooleanFieldProps {
  name: string;
  label: string;
  value: boolean;
  onValueChange: (value: boolean) => void;
  /** The words for true and false; Yes / No unless the form definition says otherwise. */
  trueLabel?: string;
  falseLabel?: string;
  description?: string | undefined;
  disabled?: boolean;
}

/** A yes/no question as two radios, so both answers are visible and the state is read in words. */
export function BooleanField({
  value,
  onValueChange,
  trueLabel = 'Yes',
  falseLabel = 'No',
  ...field
}: BooleanFieldProps) {
  return (
    <RadioGroupField
      {...field}
      value={String(value)}
      options={[
        { value: 'true', label: trueLabel },
        { value: 'false', label: falseLabel },
      ]}
      onValueChange={(v) => onValueChange(v === 'true')}
    />
  );
}
