import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { isApiError } from '../../api/errors.ts';
import { environment as environmentSchema } from '../../api/schemas/envelope.ts';
import { SegmentGroup, showToast } from '../../components/ui/index.ts';
import { ENVIRONMENT_LABELS, switchEnvironment, useEnvironment } from '../../features/auth/environment.ts';

const SWITCH_FAILED = 'Failed to update environment.';
const OPTIONS = ['prod', 'staging'] as const;

const root = css({ display: 'grid', gap: '1.5', borderWidth: '0' });
const track = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  position: 'relative',
  p: '1',
  bg: 'bg.muted',
  borderRadius: 'l2',
});
const segment = css({
  zIndex: '1',
  justifyContent: 'center',
  minH: '10',
  px: '2',
  py: '0',
  textStyle: 'sm',
  display: 'flex',
  alignItems: 'center',
});
// Ark measures the checked segment into --left/--top/--width/--height; the pill follows them.
const indicator = css({
  left: 'var(--left)',
  top: 'var(--top)',
  width: 'var(--width)',
  height: 'var(--height)',
  bg: 'bg.default',
  borderRadius: 'l1',
  boxShadow: 'xs',
  borderWidth: '0',
  transform: 'none',
});

/** Production / Staging (SPEC.md §1). The whole signed-in view reloads for the chosen environment. */
export function EnvironmentSwitch() {
  const current = useEnvironment();
  const router = useRouter();
  const [switching, setSwitching] = useState(false);

  async function change(value: string | null) {
    if (!v.is(environmentSchema, value) || value === current) return;
    setSwitching(true);
    try {
      await switchEnvironment(value);
      await router.invalidate();
    } catch (error) {
      showToast({ kind: 'ERROR', message: isApiError(error) ? error.message : SWITCH_FAILED });
    } finally {
      setSwitching(false);
    }
  }

  return (
    <SegmentGroup.Root
      value={current}
      onValueChange={(d) => change(d.value)}
      disabled={switching}
      className={root}
    >
      <SegmentGroup.Label className={css({ textStyle: 'xs', fontWeight: 'medium', color: 'fg.muted' })}>
        Environment
      </SegmentGroup.Label>
      <div className={track}>
        <SegmentGroup.Indicator className={indicator} />
        {OPTIONS.map((env) => (
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
