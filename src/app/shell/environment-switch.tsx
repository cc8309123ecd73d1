import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { cx } from 'styled-system/css';
import { segmentGroup } from 'styled-system/recipes';
import * as v from 'valibot';
import { isApiError } from '../../api/errors.ts';
import { environment as environmentSchema } from '../../api/schemas/envelope.ts';
import { ENVIRONMENT_LABELS, switchEnvironment, useEnvironment } from '../../features/auth/environment.ts';
import { useDeferredUi } from '../deferred-ui.ts';
import { ENVIRONMENT_OPTIONS, label, root, segment, track } from './environment-look.ts';

const SWITCH_FAILED = 'Failed to update environment.';

/**
 * Production / Staging (SPEC.md §1). The whole signed-in view reloads for the chosen environment. The
 * segmented control (environment-segments.tsx) comes with the deferred UI. A refused switch is said
 * under the switch, not toasted: SPEC.md §8 suppresses the toast for environment failures.
 */
export function EnvironmentSwitch() {
  const current = useEnvironment();
  const router = useRouter();
  const [switching, setSwitching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const parts = useDeferredUi();

  async function change(value: string | null) {
    if (!v.is(environmentSchema, value) || value === current) return;
    setSwitching(true);
    setFailure(null);
    try {
      await switchEnvironment(value);
      await router.invalidate();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : SWITCH_FAILED);
    } finally {
      setSwitching(false);
    }
  }

  if (!parts) return <EnvironmentStandIn value={current} />;
  return (
    <parts.EnvironmentSegments value={current} disabled={switching} failure={failure} onChange={change} />
  );
}

/**
 * What the switch looks like, inert, until its machine has loaded (deferred-ui.ts); with no value, as the
 * first paint draws it (first-paint-shell.tsx).
 */
export function EnvironmentStandIn({ value }: { value?: string }) {
  const slots = segmentGroup();
  return (
    <div className={cx(slots.root, root)} data-orientation="horizontal" inert>
      <span className={cx(slots.label, label)}>Environment</span>
      <div className={track}>
        {ENVIRONMENT_OPTIONS.map((env) => (
          <span
            key={env}
            className={cx(slots.item, segment)}
            data-orientation="horizontal"
            data-state={env === value ? 'checked' : 'unchecked'}
          >
            <span className={slots.itemText}>{ENVIRONMENT_LABELS[env]}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
