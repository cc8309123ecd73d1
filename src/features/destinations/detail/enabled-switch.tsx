import { useMutation, useQueryClient } from '@tanstack/react-query';
import { destinationsApi } from '../../../api/endpoints/destinations.ts';
import type { Destination } from '../../../api/schemas/destination.ts';
import type { OfflineWrite } from '../../../components/form/offline-reason.tsx';
import { Switch } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { destinationKeys } from '../queries.ts';

/**
 * The header's Enabled toggle: a sparse PATCH of `is_enabled` alone. The switch moves at once and
 * moves back if the server refuses (its message is toasted by the shell: updates are not suppressed).
 * Offline it is disabled; the header shows the reason beside it (`write`).
 */
export function EnabledSwitch({ destination, write }: { destination: Destination; write: OfflineWrite }) {
  const queryClient = useQueryClient();
  const environment = useEnvironment();
  const key = destinationKeys.detail(environment, destination.id);
  const toggle = useMutation({
    mutationFn: (is_enabled: boolean) => destinationsApi.update(destination.id, { is_enabled }),
    onMutate: async (is_enabled) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Destination>(key);
      if (previous) queryClient.setQueryData<Destination>(key, { ...previous, is_enabled });
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    // Lists and the overview show the status too.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: destinationKeys.root(environment), refetchType: 'inactive' }),
  });
  return (
    <Switch
      checked={destination.is_enabled}
      disabled={toggle.isPending || write.offline}
      describedBy={write.describedBy()}
      onCheckedChange={({ checked }) => toggle.mutate(checked)}
    >
      Enabled
    </Switch>
  );
}
