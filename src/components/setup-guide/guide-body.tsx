import { useQuery } from '@tanstack/react-query';
import type { Environment } from '../../api/schemas/envelope.ts';
import { QueryView } from '../data/query-view.tsx';
import { EmptyState, LoadFailed, LoadingState } from '../data/states.tsx';
import { setupGuideQueries } from './queries.ts';
import { useMarkdownModule } from './use-markdown-module.ts';

export const NO_VENDOR_TEXT = 'Choose a vendor to see its setup guide.';
export const NO_GUIDE_TEXT = 'There is no setup guide for this vendor yet.';
/** Said as 'Failed to load the setup guide viewer.' (data/states.tsx). */
const RENDERER = 'the setup guide viewer';
const LOADING_LABEL = 'Loading setup guide';

/**
 * The guide itself, or what stands in for it: loading, the fetch error with 'Try again', or nothing to
 * show. `section` opens that section (its index) instead of the first.
 */
export function GuideBody({
  environment,
  vendor,
  section,
}: {
  environment: Environment;
  vendor: string;
  section?: number;
}) {
  const query = useQuery(setupGuideQueries.detail(environment, vendor));
  const renderer = useMarkdownModule();
  if (vendor === '') return <EmptyState>{NO_VENDOR_TEXT}</EmptyState>;
  return (
    <QueryView query={query} loadingLabel={LOADING_LABEL}>
      {(guide) => {
        if (guide.content.trim() === '') return <EmptyState>{NO_GUIDE_TEXT}</EmptyState>;
        if (renderer.failed) return <LoadFailed what={RENDERER} onRetry={renderer.retry} />;
        if (!renderer.module) return <LoadingState label={LOADING_LABEL} />;
        const { Markdown } = renderer.module;
        return <Markdown source={guide.content} openSection={section} />;
      }}
    </QueryView>
  );
}
