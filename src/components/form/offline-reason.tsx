/**
 * Offline, every write control is disabled and says why (ARCHITECTURE.md principle 4): the reason is
 * text beside the control and the control's accessible description, never colour alone. Nothing is
 * queued: back online the control simply works again.
 */
import { useId } from 'react';
import { css } from 'styled-system/css';
import { OFFLINE_WRITE_REASON, useOnline } from '../../offline/network-status.ts';

const reason = css({ flexBasis: 'full', textStyle: 'sm', color: 'fg.muted' });

/** Whether writes are off now, and the ids that tie a control to the reason shown by OfflineReason. */
export function useOfflineWrite() {
  const online = useOnline();
  const reasonId = useId();
  return {
    offline: !online,
    reasonId,
    /** aria-describedby of a write control: the reason while offline, then the control's own hints. */
    describedBy: (...others: (string | false | undefined)[]): string | undefined => {
      const ids = [online ? undefined : reasonId, ...others].filter(Boolean);
      return ids.length > 0 ? ids.join(' ') : undefined;
    },
  };
}

export type OfflineWrite = ReturnType<typeof useOfflineWrite>;

/** The reason, shown only while offline; place it next to the controls it describes. */
export function OfflineReason({ write }: { write: OfflineWrite }) {
  if (!write.offline) return null;
  return (
    <p id={write.reasonId} className={reason}>
      {OFFLINE_WRITE_REASON}
    </p>
  );
}
