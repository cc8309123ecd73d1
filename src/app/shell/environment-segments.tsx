/** The environment switch's Ark SegmentGroup (environment-switch.tsx decides); loaded with the deferred UI. */
import type { Environment } from '../../api/schemas/envelope.ts';
import { SegmentGroup } from '../../components/ui/index.ts';
import { ENVIRONMENT_LABELS } from '../../features/auth/environment.ts';
import { ENVIRONMENT_OPTIONS, label, root, segment, track } from './environment-look.ts';

export interface EnvironmentSegmentsProps {
  value: Environment;
  disabled: boolean;
  onChange: (value: string | null) => void;
}

export function EnvironmentSegments({ value, disabled, onChange }: EnvironmentSegmentsProps) {
  return (
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
  );
}
