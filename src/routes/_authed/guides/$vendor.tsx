import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GuidePage } from '../../../components/setup-guide/guide-page.tsx';
import { useEnvironment } from '../../../features/auth/environment.ts';

/** `?section=<n>`: the section to open (a palette result); anything else opens the first. */
const guideSearch = v.object({
  section: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))), undefined),
});

export const Route = createFileRoute('/_authed/guides/$vendor')({
  validateSearch: guideSearch,
  component: GuideRoute,
});

function GuideRoute() {
  const { vendor } = Route.useParams();
  const { section } = Route.useSearch();
  return <GuidePage environment={useEnvironment()} vendor={vendor} section={section} />;
}
