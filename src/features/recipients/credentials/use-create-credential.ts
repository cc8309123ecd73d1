/**
 * Saving a credential: 'Source credential created successfully!' and the list refreshed. Not a
 * useMutation on purpose: a mutation keeps its variables in the mutation cache, and these carry the
 * password. A failure is toasted by the network layer ('Failed to post source credential.' or the
 * server's words) and returned, so the form can mark the field and keep what was typed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sourceCredentialsApi } from '../../../api/endpoints/source-credentials.ts';
import type { RecipientSourceCredentialWrite } from '../../../api/schemas/recipient.ts';
import { showToast } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { recipientKeys } from '../queries.ts';

export const CREDENTIAL_CREATED_TEXT = 'Source credential created successfully!';

export function useCreateCredential(onCreated: () => void) {
  const environment = useEnvironment();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const create = async (credential: RecipientSourceCredentialWrite) => {
    setSaving(true);
    try {
      await sourceCredentialsApi.create(credential);
    } catch (error) {
      setSaving(false);
      return { ok: false as const, error };
    }
    showToast({ kind: 'SUCCESS', message: CREDENTIAL_CREATED_TEXT });
    void queryClient.invalidateQueries({ queryKey: recipientKeys.credentials(environment) });
    setSaving(false);
    onCreated();
    return { ok: true as const };
  };

  return { saving, create };
}
