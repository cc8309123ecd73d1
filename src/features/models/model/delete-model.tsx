import { css } from 'styled-system/css';
import { modelsApi } from '../../../api/endpoints/models.ts';
import { DeleteAction } from '../../../components/detail/delete-action.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { MODELS_HREF } from '../hrefs.ts';
import { modelKeys, productKeys } from '../queries.ts';

// The alert takes a line of its own under the title and the button.
const fullWidth = css({ flexBasis: '100%' });

export const DELETE_MODEL_TEXT = 'Are you sure you want to delete this model? This action cannot be undone.';

/**
 * Delete Model (SPEC.md §2.6): after confirmation DELETE, then to /models. The model's own query is
 * dropped (not refetched into a 404); lists of models and products (the system product holds every
 * model) are refreshed. A model that products still use is refused (409, naming them): the shell
 * toasts it, and it stays under the button because the fix is done elsewhere.
 */
export function DeleteModel({ modelId }: { modelId: string }) {
  const environment = useEnvironment();
  return (
    <DeleteAction
      label="Delete Model"
      dialogTitle="Delete model"
      description="Removes this model; destinations stop exporting it."
      confirmation={DELETE_MODEL_TEXT}
      remove={() => modelsApi.remove(modelId)}
      listHref={MODELS_HREF}
      itemKeys={[modelKeys.detail(environment, modelId)]}
      refresh={(queryClient) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: modelKeys.root(environment) }),
          queryClient.invalidateQueries({ queryKey: productKeys.root(environment) }),
        ])
      }
      refusal={(message) => (
        <div className={fullWidth}>
          <ErrorAlert title="The model was not deleted." detail={message} />
        </div>
      )}
    />
  );
}
