import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { destinationsApi } from '../../../api/endpoints/destinations.ts';
import { ConfirmDialog } from '../../../components/detail/confirm-dialog.tsx';
import { DangerRow } from '../../../components/detail/danger-row.tsx';
import { Button } from '../../../components/ui/index.ts';
import { destinationKeys } from '../queries.ts';

export const DELETE_CONFIRMATION_TEXT =
  'Are you sure you want to delete this destination? This action cannot be undone.';

/**
 * Delete (SPEC.md §2.4, §4): after confirmation DELETE, then to the list; the destination's own
 * queries are dropped (not refetched into a 404) and the lists are refreshed. A failure is toasted by
 * the shell ('Failed to delete destination.' or the server's message) and the dialog stays open.
 */
export function DeleteDestination({ destinationId }: { destinationId: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => destinationsApi.remove(destinationId),
    onSuccess: async () => {
      setOpen(false);
      await navigate({ to: '/destinations' });
      queryClient.removeQueries({ queryKey: destinationKeys.detail(destinationId) });
      await queryClient.invalidateQueries({ queryKey: destinationKeys.root() });
    },
  });
  return (
    <DangerRow
      title="Delete destination"
      description="Stops all transfers and removes this destination for good."
    >
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Delete destination
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete destination"
        description={DELETE_CONFIRMATION_TEXT}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </DangerRow>
  );
}
