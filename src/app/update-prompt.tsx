/**
 * Announces a new version of the console and lets the user take it when it suits them: 'Reload'
 * activates the waiting service worker and reloads this tab. Never forced: nothing reloads on its own,
 * and with unsaved edits in a form 'Reload' asks first. Also keeps looking for new versions while the
 * tab is open (register-sw.ts: hourly, and on focus, visibility and reconnection).
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { ConfirmDialog } from '../components/detail/confirm-dialog.tsx';
import { Button } from '../components/ui/index.ts';
import { applyUpdate, onNeedRefresh, startUpdateChecks } from '../offline/register-sw.ts';
import { hasUnsavedEdits } from '../offline/unsaved-edits.ts';

export const UPDATE_AVAILABLE_TEXT = 'A new version is available';
export const UNSAVED_EDITS_QUESTION = 'You have unsaved changes. Reload anyway?';

// Above the page, below dialogs (the confirmation opens over it); bottom-start, clear of the toasts.
const region = css({
  position: 'fixed',
  zIndex: 'banner',
  insetInlineStart: '3',
  insetInlineEnd: { base: '3', sm: 'auto' },
  bottom: '3',
  pointerEvents: 'none',
});
const card = css({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '3',
  layerStyle: 'card',
  boxShadow: 'lg',
});
const message = css({ flex: '1 1 12rem', fontWeight: 'medium' });
const actions = css({ display: 'flex', gap: '2' });

export function UpdatePrompt() {
  const [available, setAvailable] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reloading, setReloading] = useState(false);

  useEffect(() => onNeedRefresh(() => setAvailable(true)), []);
  useEffect(() => startUpdateChecks(), []);

  const reload = () => {
    setConfirming(false);
    setReloading(true);
    void applyUpdate();
  };

  return (
    <>
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <div role="status" className={region}>
        {available && (
          <div className={card}>
            <p className={message}>{UPDATE_AVAILABLE_TEXT}</p>
            <div className={actions}>
              <Button variant="ghost" onClick={() => setAvailable(false)} disabled={reloading}>
                Later
              </Button>
              <Button
                loading={reloading}
                onClick={() => (hasUnsavedEdits() ? setConfirming(true) : reload())}
              >
                Reload
              </Button>
            </div>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={UNSAVED_EDITS_QUESTION}
        description="Reloading now brings the new version, and what you have not saved may be lost."
        confirmLabel="Reload anyway"
        danger
        busy={false}
        onConfirm={reload}
      />
    </>
  );
}
