import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPage } from '../features/onboarding/onboarding-page.tsx';

/**
 * A magic link (SPEC.md §2.5; server/routes/onboarding.ts). Public on purpose: outside the `_authed`
 * layout there is no sign-in guard and no shell, so a signed-out recipient is never sent to /login.
 */
export const Route = createFileRoute('/onboard/$token')({
  component: OnboardingRoute,
});

function OnboardingRoute() {
  const { token } = Route.useParams();
  return <OnboardingPage token={token} />;
}
