import { css } from 'styled-system/css';
import { LoadFailed } from '../../components/data/states.tsx';
import { useExternalStore } from '../../lib/external-store.ts';
import { deferredUiFailed, retryDeferredUi } from '../deferred-ui.ts';

const place = css({ px: { base: '4', md: '8' }, pt: '4' });

/**
 * Above the page while the frame's deferred parts (deferred-ui.ts: the user menu, the environment
 * switch, the phone's navigation drawer, toasts, the update prompt) failed to load: their stand-ins do
 * nothing, so the frame says so, with "Try again", rather than leave dead controls unexplained.
 */
export function DeferredUiFailed() {
  if (!useExternalStore(deferredUiFailed)) return null;
  return (
    <div className={place}>
      <LoadFailed what="the menus and notifications" onRetry={retryDeferredUi} />
    </div>
  );
}
