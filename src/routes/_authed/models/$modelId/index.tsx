import { createFileRoute } from '@tanstack/react-router';
import { ModelDetail } from '../../../../features/models/model/model-detail.tsx';
import { modelQueries } from '../../../../features/models/queries.ts';

export const Route = createFileRoute('/_authed/models/$modelId/')({
  // Start the fetch, never wait for it: offline the page shows the cache (or its spinner) at once.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(modelQueries.detail(context.environment, params.modelId));
  },
  component: ModelRoute,
});

function ModelRoute() {
  const { modelId } = Route.useParams();
  return <ModelDetail modelId={modelId} />;
}
