import { ConfirmDialog } from '../../../components/detail/confirm-dialog.tsx';

interface ConfirmGenerateDialogProps {
  open: boolean;
  recipientName: string;
  vendorName: string;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export const GENERATING_TEXT = 'Generating Magic Link...';

/**
 * The confirmation before a link is generated (SPEC.md §5): whoever holds the link can set up a
 * destination for this recipient, so say so before making one. It stays open while the link is made.
 */
export function ConfirmGenerateDialog(props: ConfirmGenerateDialogProps) {
  const { open, recipientName, vendorName, saving, onCancel, onConfirm } = props;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onCancel()}
      title="Generate this magic link?"
      description={`Anyone who opens the link can set up a ${vendorName} destination for ${recipientName}. It works once, for 7 days.`}
      confirmLabel={saving ? GENERATING_TEXT : 'Generate'}
      busy={saving}
      holdWhileBusy
      onConfirm={onConfirm}
    />
  );
}
