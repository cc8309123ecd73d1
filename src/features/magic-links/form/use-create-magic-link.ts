/**
 * Generating (SPEC.md §4, §8): POST, the success toast, the list refetched, then the list opens with
 * the new link shown in full (its URL kept in memory only, see ../queries.ts). A failure leaves the
 * form as typed; the shell's toast shows the server's message or 'Failed to post magic link.'.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { magicLinksApi } from '../../../api/endpoints/magic-links.ts';
import type { MagicLinkWrite } from '../../../api/schemas/magic-link.ts';
import { useSave } from '../../../components/form/use-save.ts';
import { showToast } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { CREATED_STATE_KEY } from '../created-link.ts';
import { magicLinkKeys, rememberUrls } from '../queries.ts';

export const CREATED_TEXT = 'Magic Link created successfully!';

export function useCreateMagicLink() {
  const environment = useEnvironment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { saving, save } = useSave();

  // What follows the POST counts as the write: should it fail, the form says so and stays as typed.
  const create = (write: MagicLinkWrite) =>
    save(
      async () => {
        const link = await magicLinksApi.create(write);
        // The notice on the list reads the link again (GET /magic-links/{id}); this is what it shows meanwhile.
        const [row] = rememberUrls(environment, queryClient, [link]);
        queryClient.setQueryData(magicLinkKeys.detail(environment, link.id), row);
        showToast({ kind: 'SUCCESS', message: CREATED_TEXT });
        await queryClient.invalidateQueries({ queryKey: magicLinkKeys.root(environment) });
        await navigate({
          to: '/magic-links/active',
          state: (previous) => ({ ...previous, [CREATED_STATE_KEY]: link.id }),
        });
      },
      () => undefined,
    );

  return { saving, create };
}
