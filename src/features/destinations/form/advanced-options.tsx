/**
 * 'Advanced options' of section 6: how often transfers run, whether the destination is enabled, and
 * the vendor's own tuning fields. With 'Use default org frequency' on (the default) the value is 0 and
 * the radios are disabled — disabled radios are not in FormData, which reads as 0.
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { RadioGroupField } from '../../../components/form/radio-group-field.tsx';
import { Switch } from '../../../components/ui/index.ts';
import { customFrequencyStart, FREQUENCY_OPTIONS } from './frequency-options.ts';

interface AdvancedOptionsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  frequencyMinutes: number;
  orgDefaultMinutes: number | undefined;
  fastestAllowedMinutes: number | undefined;
  frequencyLabel: string;
  frequencyError: string | undefined;
  enabled: boolean;
  enabledLabel: string;
  /** Why the Enabled switch cannot be changed (the definition fixes it), or undefined. */
  enabledLockNote?: string | undefined;
  onChange: (patch: Record<string, unknown>) => void;
  /** The vendor's section-6 fields. */
  children?: ReactNode;
}

const details = css({ borderWidth: '1px', borderRadius: 'l2', px: '4', py: '2' });
const summary = css({
  cursor: 'pointer',
  fontWeight: 'medium',
  minH: '10',
  display: 'flex',
  alignItems: 'center',
});
const body = css({ display: 'grid', gap: '5', pt: '3', pb: '2' });
const checkboxRow = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: { base: '11', md: '8' },
  '& input': { width: '4', height: '4', accentColor: 'var(--colors-accent-default)' },
});

export function AdvancedOptions(props: AdvancedOptionsProps) {
  const { frequencyMinutes, onChange, fastestAllowedMinutes } = props;
  const usesDefault = frequencyMinutes === 0;
  const options = FREQUENCY_OPTIONS.map(({ minutes, label }) => ({
    value: String(minutes),
    label,
    // Faster than the organisation allows is not offered (0 is the default, never "faster").
    disabled: minutes !== 0 && fastestAllowedMinutes !== undefined && minutes < fastestAllowedMinutes,
  }));
  return (
    <details className={details} open={props.open} onToggle={(e) => props.onOpenChange(e.currentTarget.open)}>
      <summary className={summary}>Advanced options</summary>
      <div className={body}>
        <label className={checkboxRow}>
          <input
            type="checkbox"
            checked={usesDefault}
            onChange={(e) =>
              onChange({
                frequency_minutes: e.currentTarget.checked
                  ? 0
                  : customFrequencyStart(props.orgDefaultMinutes),
              })
            }
          />
          Use default org frequency
        </label>
        <RadioGroupField
          name="frequency_minutes"
          label={props.frequencyLabel}
          value={String(frequencyMinutes)}
          options={options}
          disabled={usesDefault}
          error={props.frequencyError}
          description={
            props.orgDefaultMinutes
              ? `The organisation default is ${FREQUENCY_OPTIONS.find((o) => o.minutes === props.orgDefaultMinutes)?.label.toLowerCase() ?? `${props.orgDefaultMinutes} minutes`}.`
              : undefined
          }
          onValueChange={(v) => onChange({ frequency_minutes: Number(v) })}
        />
        <div className={css({ display: 'grid', gap: '1' })}>
          <Switch
            name="is_enabled"
            checked={props.enabled}
            disabled={props.enabledLockNote !== undefined}
            onCheckedChange={(d) => onChange({ is_enabled: d.checked })}
          >
            {props.enabledLabel}
          </Switch>
          {props.enabledLockNote && (
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{props.enabledLockNote}</p>
          )}
        </div>
        {props.children}
      </div>
    </details>
  );
}
