import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { QueryView } from '../../../components/data/query-view.tsx';
import { EmptyState } from '../../../components/data/states.tsx';
import { TextLink } from '../../../components/data/text-link.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { sourceQueries } from '../queries.ts';
import { sourceLinks } from '../source-hrefs.ts';
import { SourcesGrid } from './sources-grid.tsx';

export const NO_SOURCES_TEXT = 'No configured source. Click Add source to add your first source.';

const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4' });
// Touch targets of 44 px on phones, like the base Button.
const addButton = cx(button({ variant: 'solid' }), css({ ml: 'auto', minH: { base: '11', md: 'unset' } }));

/** /sources (SPEC.md §2.8): every source as a card, and 'Add source'. */
export function SourcesPage() {
  const environment = useEnvironment();
  const query = useQuery(sourceQueries.list(environment));
  return (
    <section aria-labelledby="sources-heading">
      <div className={header}>
        <h1 id="sources-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
          Sources
        </h1>
        <TextLink {...sourceLinks.create} className={addButton}>
          Add source
        </TextLink>
      </div>
      <QueryView query={query} loadingLabel="Loading sources">
        {(sources) =>
          sources.length > 0 ? <SourcesGrid sources={sources} /> : <EmptyState>{NO_SOURCES_TEXT}</EmptyState>
        }
      </QueryView>
    </section>
  );
}
