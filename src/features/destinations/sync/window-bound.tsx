import { css } from 'styled-system/css';
import { Field } from '../../../components/ui/index.ts';
import { CheckboxRow } from './checkbox-row.tsx';

interface WindowBoundProps {
  /** 'Start time' or 'End time'. */
  label: string;
  enabled: boolean;
  value: string;
  error: string | undefined;
  onEnabledChange: (enabled: boolean) => void;
  onValueChange: (value: string) => void;
}

/**
 * One end of the optional transfer window: a checkbox turns it on, then a date-time read as UTC (the
 * input has no zone; the label says UTC so nobody types local time by mistake).
 */
export function WindowBound({
  label,
  enabled,
  value,
  error,
  onEnabledChange,
  onValueChange,
}: WindowBoundProps) {
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <CheckboxRow checked={enabled} onChange={onEnabledChange}>
        Set {label.toLowerCase()}
      </CheckboxRow>
      <Field.Root invalid={error !== undefined} disabled={!enabled}>
        <Field.Label>{label} (UTC)</Field.Label>
        <Field.Input type="datetime-local" value={value} onChange={(e) => onValueChange(e.target.value)} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </div>
  );
}
