/**
 * /onboard/{token}: the recipient's side of a magic link. Public — no session, no shell — and nothing
 * here is stored: the link's data stays out of the offline copy (queries.ts) and what is typed lives
 * only in the form's state. An active link shows the destination form with what the link decided
 * locked; a used or expired link (and an unknown one, 404) says why, in the server's words.
 */
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import type { OnboardingSubmit } from '../../api/schemas/magic-link.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/states.tsx';
import { LinkClosed } from './link-closed.tsx';
import { OnboardingDone } from './onboarding-done.tsx';
import { OnboardingForm } from './onboarding-form.tsx';
import { OnboardingIntro } from './onboarding-intro.tsx';
import { OnboardingLayout } from './onboarding-layout.tsx';
import { onboardingQueries } from './queries.ts';

const NOT_FOUND_STATUS = 404;
const GONE_STATUS = 410;
export const OFFLINE_TEXT = 'You are offline. This page loads when you are back online.';

export function OnboardingPage({ token }: { token: string }) {
  const query = useQuery(onboardingQueries.link(token));
  const [done, setDone] = useState<OnboardingSubmit | null>(null);
  const onboarding = query.data;

  let body: ReactNode;
  if (done && onboarding) {
    body = (
      <OnboardingDone
        organization={onboarding.organization_name}
        destinationName={done.destination.name}
        redirectUrl={done.redirect_url}
      />
    );
  } else if (onboarding) {
    body =
      onboarding.state === 'active' && onboarding.form ? (
        <>
          <OnboardingIntro onboarding={onboarding} />
          <OnboardingForm token={token} definition={onboarding.form} onSubmitted={setDone} />
        </>
      ) : (
        <LinkClosed
          state={onboarding.state === 'active' ? 'unknown' : onboarding.state}
          reason={onboarding.reason ?? ''}
        />
      );
  } else if (isApiError(query.error) && [NOT_FOUND_STATUS, GONE_STATUS].includes(query.error.status)) {
    body = <LinkClosed state="unknown" reason={query.error.message} />;
  } else if (query.error) {
    body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (query.fetchStatus === 'paused') {
    body = <EmptyState>{OFFLINE_TEXT}</EmptyState>;
  } else {
    body = <LoadingState label="Loading your destination form" />;
  }
  return <OnboardingLayout>{body}</OnboardingLayout>;
}
