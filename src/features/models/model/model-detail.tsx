import { Navigate } from '@tanstack/react-router';
import { isBufoId } from '../../../components/bufo/bufo-id.ts';
import { BufoPage } from '../../../components/bufo/bufo-page.tsx';
import { QueryView } from '../../../components/data/query-view.tsx';
import { areaLinks } from '../hrefs.ts';
import { ModelPage } from './model-page.tsx';
import { useModel } from './use-model.ts';

/**
 * /models/{id}: a spinner while it loads, the model once known. An id the server does not know goes
 * back to /models, unless it is a bufo id, which earns a frog (SPEC.md §2.6).
 */
export function ModelDetail({ modelId }: { modelId: string }) {
  const { query, notFound } = useModel(modelId);
  if (notFound) {
    return isBufoId(modelId) ? (
      <BufoPage title="Model not found" back={areaLinks.models} backLabel="Back to models" />
    ) : (
      <Navigate to="/models" replace />
    );
  }
  return (
    <QueryView query={query} loadingLabel="Loading model">
      {(model) => <ModelPage model={model} />}
    </QueryView>
  );
}
