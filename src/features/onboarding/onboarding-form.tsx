/**
 * The recipient's destination form: the console's own form engine (DestinationFormBody) on the
 * link's locked definition, with the token's endpoints instead of the console's — POST …/test gates
 * the submit, POST …/submit creates the destination — and the key the definition carries. There is
 * no session here: no organisation, recipient list, models or products to load.
 */
import { useMemo } from 'react';
import { onboardingApi } from '../../api/endpoints/onboarding.ts';
import type { FormDefinition } from '../../api/schemas/form.ts';
import type { OnboardingSubmit } from '../../api/schemas/magic-link.ts';
import { DestinationFormBody } from '../destinations/form/destination-form-body.tsx';
import type { DestinationFormAdapter } from '../destinations/form/form-adapter.ts';
import { givenKey } from './given-key.ts';

interface OnboardingFormProps {
  token: string;
  definition: FormDefinition;
  onSubmitted: (result: OnboardingSubmit) => void;
}

export const SUBMIT_LABELS = { idle: 'Submit', busy: 'Submitting...' };

export function OnboardingForm({ token, definition, onSubmitted }: OnboardingFormProps) {
  const adapter = useMemo<DestinationFormAdapter>(
    () => ({
      test: (prepared) => onboardingApi.test(token, prepared),
      create: async (prepared) => onSubmitted(await onboardingApi.submit(token, prepared)),
      sshKey: givenKey(definition.form),
      submitLabels: SUBMIT_LABELS,
    }),
    [token, definition, onSubmitted],
  );
  return (
    <DestinationFormBody
      definition={definition}
      destination={undefined}
      organization={undefined}
      recipients={[]}
      models={[]}
      products={[]}
      adapter={adapter}
    />
  );
}
