import { css } from 'styled-system/css';
import { Button } from '../ui/index.ts';
import type { FormDraft } from './use-form-draft.ts';

export const DRAFT_RESTORED_TEXT = 'Restored your unsaved draft.';

const notice = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3',
  borderWidth: '1px',
  borderLeftWidth: '4px',
  borderLeftColor: 'accent.default',
  borderRadius: 'l2',
  bg: 'bg.subtle',
  textStyle: 'sm',
});

/** Says that the form shows a restored draft (secrets are never kept, so they are blank) and offers to drop it. */
export function DraftNotice({ draft }: { draft: FormDraft }) {
  if (!draft.restored) return null;
  return (
    <div role="status" className={notice}>
      <span>{DRAFT_RESTORED_TEXT}</span>
      <Button size="sm" variant="outline" onClick={draft.discard}>
        Discard draft
      </Button>
    </div>
  );
}
