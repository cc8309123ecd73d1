import { sourcesApi } from '../../../api/endpoints/sources.ts';
import { DeleteAction } from '../../../components/detail/delete-action.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { sourceKeys } from '../queries.ts';
import { sourceHrefs } from '../source-hrefs.ts';
import { afterSourceWrite } from '../use-source-writes.ts';

export const DELETE_SOURCE_DESCRIPTION = 'Once you delete a source, the action cannot be undone.';
export const DELETE_SOURCE_CONFIRMATION =
  'Are you sure you want to delete this source? This action cannot be undone.';

/**
 * Delete (SPEC.md §2.8, §4): after confirmation DELETE, then to /sources; the source's own query is
 * dropped (not refetched into a 404) and the list cleared and refetched. A failure — the server
 * refuses while models read the source — is toasted by the shell ('Failed to delete source.' or the
 * server's message) and the dialog stays open.
 */
export function DeleteSource({ sourceId }: { sourceId: string }) {
  const environment = useEnvironment();
  return (
    <DeleteAction
      label="Delete source"
      description={DELETE_SOURCE_DESCRIPTION}
      confirmation={DELETE_SOURCE_CONFIRMATION}
      remove={() => sourcesApi.remove(sourceId)}
      listHref={sourceHrefs.list}
      itemKeys={[sourceKeys.detail(environment, sourceId)]}
      refresh={(queryClient) => afterSourceWrite(environment, queryClient)}
    />
  );
}
