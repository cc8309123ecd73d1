import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { TextLink } from '../../../components/data/text-link.tsx';
import { Badge } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { areaLinks } from '../hrefs.ts';
import { modelQueries } from '../queries.ts';
import { modelLinks } from './model-links.ts';

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const linked = css({
  minH: { base: '11', md: 'unset' },
  textDecoration: 'none',
  _hover: { textDecoration: 'underline', bg: 'bg.muted' },
});

/**
 * The product's models as badges, each a link to the model's page (SPEC.md §2.6). Until the models
 * list arrives (or for a name it does not know) a badge is plain text rather than a broken link.
 */
export function ProductModels({ names }: { names: readonly string[] }) {
  const environment = useEnvironment();
  const models = useQuery(modelQueries.all(environment));
  if (names.length === 0) return <span className={css({ color: 'fg.muted' })}>No models</span>;
  return (
    <ul className={list}>
      {modelLinks(names, models.data).map(({ name, id }) => (
        <li key={name}>
          {id ? (
            <TextLink
              {...areaLinks.model(id)}
              className={cx(badge({ size: 'md', variant: 'outline' }), linked)}
            >
              {name}
            </TextLink>
          ) : (
            <Badge size="md" variant="outline">
              {name}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
