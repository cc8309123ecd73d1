import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { BarChart } from '../../components/chart/bar-chart.tsx';
import { QueryView } from '../../components/data/query-view.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { formatCount } from '../../lib/format.ts';
import { useEnvironment } from '../auth/environment.ts';
import { dailyBars } from './daily-bars.ts';
import { overviewQueries } from './queries.ts';

/** SPEC.md §2.3: the y axis starts at 0 and reaches at least this many rows. */
export const ROWS_SUGGESTED_MAX = 1000;
export const ROWS_SERIES_LABEL = 'Rows Transferred';
export const ROWS_TABLE_CAPTION = 'Rows transferred per day';

const card = css({
  layerStyle: 'card',
  p: { base: '3', md: '5' },
  mb: '6',
  minW: '0',
});
const heading = css({ textStyle: 'md', fontWeight: 'semibold', mb: '3' });

/** The overview's bar chart of rows transferred per day over the last 30 days, above the tabs. */
export function RowsTransferredChart() {
  const query = useQuery(overviewQueries.dailyStats(useEnvironment()));
  return (
    <section className={card} aria-labelledby="rows-chart-heading">
      <h2 id="rows-chart-heading" className={heading}>
        Rows transferred, last 30 days
      </h2>
      <QueryView query={query} loadingLabel="Loading rows transferred">
        {(stats) =>
          stats.length === 0 ? (
            <EmptyState>No transfer statistics yet. Rows transferred per day will show up here.</EmptyState>
          ) : (
            <BarChart
              bars={dailyBars(stats)}
              seriesLabel={ROWS_SERIES_LABEL}
              categoryLabel="Day"
              caption={ROWS_TABLE_CAPTION}
              suggestedMax={ROWS_SUGGESTED_MAX}
              formatValue={formatCount}
            />
          )
        }
      </QueryView>
    </section>
  );
}
