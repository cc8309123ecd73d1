/**
 * Deleting a thing (SPEC.md §4), one way everywhere: a button, "Are you sure?" (ConfirmDialog), then
 * DELETE. A failure is toasted by the shell; the dialog stays open to try again or cancel, unless the
 * caller keeps the refusal on screen: then the dialog closes and the server's words stay under the
 * button, because the fix is done elsewhere (a recipient that still has destinations, a model that
 * products still use). Offline the button is disabled with the reason.
 */
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { css } from 'styled-system/css';
import { OfflineReason, useOfflineWrite } from '../form/offline-reason.tsx';
import { Button } from '../ui/index.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DangerRow } from './danger-row.tsx';

interface DeleteOptions {
  remove: () => Promise<unknown>;
  /** After the delete succeeded and the dialog closed. */
  onDeleted: (queryClient: QueryClient) => unknown;
  /** Close the dialog on a failure, so the refusal shown under the button can be read. */
  keepRefusal?: boolean;
}

/** The dialog's state and the DELETE, for a control of the caller's own (a row's menu item). */
export function useDeleteAction({ remove, onDeleted, keepRefusal = false }: DeleteOptions) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      setOpen(false);
      await onDeleted(queryClient);
    },
    onError: () => keepRefusal && setOpen(false),
  });
  const { error } = mutation;
  return {
    open,
    setOpen,
    /** Opens the dialog, forgetting an earlier refusal. */
    ask: () => {
      mutation.reset();
      setOpen(true);
    },
    confirm: () => mutation.mutate(),
    pending: mutation.isPending,
    /** The server's words after a refused delete; null otherwise. */
    refusal: error ? (error instanceof Error ? error.message : '') : null,
  };
}

export type DeleteActionState = ReturnType<typeof useDeleteAction>;

/** The dialog of a delete: the confirmation text, Cancel and Delete. */
export function DeleteDialog(props: { action: DeleteActionState; title: string; confirmation: string }) {
  const { action } = props;
  return (
    <ConfirmDialog
      open={action.open}
      onOpenChange={action.setOpen}
      title={props.title}
      description={props.confirmation}
      confirmLabel="Delete"
      danger
      busy={action.pending}
      onConfirm={action.confirm}
    />
  );
}

interface DeleteActionProps {
  /** The row's heading and the button's words: 'Delete destination'. */
  label: string;
  /** The dialog's title, when it is not the label. */
  dialogTitle?: string;
  description: ReactNode;
  confirmation: string;
  remove: () => Promise<unknown>;
  /** Where to go after the delete. */
  listHref: string;
  /** The deleted thing's own queries: dropped, not refetched into a 404. */
  itemKeys: readonly QueryKey[];
  /** Refreshes the lists, once the list is open. */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  /** Keep a refusal under the button: `true` as plain text, or drawn by this function. */
  refusal?: true | ((message: string) => ReactNode);
}

const refusalText = css({ flexBasis: 'full', color: 'fg.error', textStyle: 'sm' });

/** A Danger Zone row deleting a thing, then going to its list. */
export function DeleteAction(props: DeleteActionProps) {
  const { label, listHref, itemKeys, refresh, refusal } = props;
  const navigate = useNavigate();
  const write = useOfflineWrite();
  const action = useDeleteAction({
    remove: props.remove,
    keepRefusal: refusal !== undefined,
    onDeleted: async (queryClient) => {
      await navigate({ href: listHref });
      for (const queryKey of itemKeys) queryClient.removeQueries({ queryKey });
      await refresh(queryClient);
    },
  });
  const message = refusal ? action.refusal : null;
  return (
    <DangerRow title={label} description={props.description}>
      <Button
        variant="outline"
        colorPalette="red"
        disabled={write.offline}
        aria-describedby={write.describedBy()}
        onClick={action.ask}
      >
        {label}
      </Button>
      <OfflineReason write={write} />
      {message !== null &&
        (typeof refusal === 'function' ? (
          refusal(message)
        ) : message ? (
          <p role="alert" className={refusalText}>
            {message}
          </p>
        ) : null)}
      <DeleteDialog action={action} title={props.dialogTitle ?? label} confirmation={props.confirmation} />
    </DangerRow>
  );
}
