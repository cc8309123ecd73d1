/** The environment switch's Ark SegmentGroup (environment-switch.tsx decides); loaded with the deferred UI. */
import { css } from 'styled-system/css';
import type { Environment } from '../../api/schemas/envelope.ts';
import { FailureLine } from '../../components/data/states.tsx';
import { SegmentGroup } from '../../components/ui/index.ts';
import { ENVIRONMENT_LABELS } from '../../features/auth/environment.ts';
import { ENVIRONMENT_OPTIONS, label, root, segment, track } from './environment-look.ts';

export interface EnvironmentSegmentsProps {
  value: Environment;
  disabled: boolean;
  /** Why the last switch was refused, said under the switch. */
  failure: string | null;
  onChange: (value: string | null) => void;
}

export function EnvironmentSegments({ value, disabled, failure, onChange }: EnvironmentSegmentsProps) {
  return (
    <div>
      <SegmentGroup.Root
        value={value}
        onValueChange={(d) => onChange(d.value)}
        disabled={disabled}
        className={root}
      >
        <SegmentGroup.Label className={label}>Environment</SegmentGroup.Label>
        <div className={track}>
          {ENVIRONMENT_OPTIONS.map((env) => (
            <SegmentGroup.Item key={env} value={env} className={segment}>
              <SegmentGroup.ItemText>{ENVIRONMENT_LABELS[env]}</SegmentGroup.ItemText>
              <SegmentGroup.ItemControl />
              <SegmentGroup.ItemHiddenInput />
            </SegmentGroup.Item>
          ))}
        </div>
      </SegmentGroup.Root>
      <SwitchFailure failure={failure} />
    </div>
  );
}

/** Why the last switch was refused; nothing when it went through. */
export function SwitchFailure({ failure }: { failure: string | null }) {
  return failure ? <FailureLine message={failure} className={css({ mt: '1' })} /> : null;
}
