import { createFileRoute } from '@tanstack/react-router';
import { EditSourcePage } from '../../../features/sources/form/source-form-page.tsx';
import { sourceQueries } from '../../../features/sources/queries.ts';

/** /sources/{id}/edit — not nested in the source's tabbed layout (trailing underscore). */
export const Route = createFileRoute('/_authed/sources/$sourceId_/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(sourceQueries.detail(context.environment, params.sourceId));
  },
  component: EditRoute,
});

function EditRoute() {
  const { sourceId } = Route.useParams();
  return <EditSourcePage sourceId={sourceId} />;
}
