import { css } from 'styled-system/css';
import { Badge } from '../../components/ui/index.ts';
import { formatCount } from '../../lib/format.ts';
import { visibleBadges } from './visible-badges.ts';

// Table cells have no vertical padding of their own; wrapped badges would touch the row lines.
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', maxW: '28rem', minW: '10rem', py: '2' });

/**
 * A product's models as badges in a list cell. A long list (the system product holds every model) is
 * cut after a few names with '+N more', so one row does not tower over the others; the product's page
 * shows them all.
 */
export function ModelBadges({ models }: { models: readonly string[] }) {
  if (models.length === 0) return <span className={css({ color: 'fg.muted' })}>No models</span>;
  const { shown, hidden } = visibleBadges(models);
  return (
    <ul className={row} aria-label={`${formatCount(models.length)} models`}>
      {shown.map((name) => (
        <li key={name}>
          <Badge size="sm" variant="outline">
            {name}
          </Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li className={css({ color: 'fg.muted', textStyle: 'sm', alignSelf: 'center' })}>
          +{formatCount(hidden)} more
        </li>
      )}
    </ul>
  );
}
