import { useMutation } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { modelsApi } from '../../../api/endpoints/models.ts';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { Button, showToast } from '../../../components/ui/index.ts';

export const MODEL_VALID_TEXT =
  'The model configuration is valid, and its tables and columns exist in the source database.';

/**
 * 'Validate Model' (SPEC.md §2.6, §8): 'Validating' while the check runs; success is a toast. A failure
 * is toasted by the shell (the server's words, or 'Export model validation failed.') and reported to
 * the page, which keeps it on screen next to the button. Offline the button is disabled with the
 * reason under it.
 */
export function useValidateModel(modelId: string) {
  return useMutation({
    mutationKey: ['validate-model', modelId],
    mutationFn: () => modelsApi.validate(modelId),
    onSuccess: () => showToast({ kind: 'SUCCESS', message: MODEL_VALID_TEXT }),
  });
}

export function ValidateModelButton({ validation }: { validation: ReturnType<typeof useValidateModel> }) {
  const write = useOfflineWrite();
  return (
    <div className={css({ display: 'grid', justifyItems: 'end', gap: '1', maxW: '20rem' })}>
      <Button
        variant="outline"
        loading={validation.isPending}
        disabled={write.offline}
        aria-describedby={write.describedBy()}
        onClick={() => validation.mutate()}
        className={css({ minW: '9rem' })}
      >
        {validation.isPending ? 'Validating' : 'Validate Model'}
      </Button>
      <OfflineReason write={write} />
    </div>
  );
}
