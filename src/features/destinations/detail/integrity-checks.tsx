import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { type Column, DataTable } from '../../../components/data/data-table.tsx';
import { QueryView } from '../../../components/data/query-view.tsx';
import { EmptyState, FailureLine } from '../../../components/data/states.tsx';
import { StatusBadge } from '../../../components/data/status-badge.tsx';
import { Button } from '../../../components/ui/index.ts';
import { formatTimestamp } from '../../../lib/time.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { type ActivityRow, activityRowLink, integrityRow } from './activity-rows.ts';
import { integrityChecksQuery, loadMoreChecks } from './integrity-checks-query.ts';

export const INTEGRITY_CHECKS_HEADING = 'Data integrity checks';
export const NO_INTEGRITY_CHECKS_TEXT = 'No data integrity checks found.';
export const LOAD_MORE_TEXT = 'Load more';

const columns: readonly [Column<ActivityRow>, ...Column<ActivityRow>[]] = [
  // The row's link: the exact moment tells one check from another (a type would name them all alike).
  { header: 'Submitted', cell: (r) => formatTimestamp(r.submittedAt) },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Total Rows', cell: (r) => r.totalRows, numeric: true },
  { header: 'Duration', cell: (r) => r.duration },
  { header: 'Summary', cell: (r) => r.summary },
];

/**
 * The destination's data integrity checks, newest first (SPEC.md §7 GET /destinations/{id}/data-integrity,
 * 20 at a time, §9), each opening its page; more load from next_url on request. A failed read is shown
 * here, never toasted (SPEC.md §8), and re-read while a check on screen is PENDING or RUNNING.
 */
export function IntegrityChecks({ destinationId }: { destinationId: string }) {
  const environment = useEnvironment();
  const client = useQueryClient();
  const query = useQuery(integrityChecksQuery(environment, destinationId));
  const [more, setMore] = useState<{ loading: boolean; error: Error | null }>({
    loading: false,
    error: null,
  });
  const section = useRef<HTMLElement>(null);
  // The keyboard goes on to the first check just loaded (the button may be gone with the last page),
  // once it is rendered.
  const focusRow = useRef<number | null>(null);
  const pages = query.data?.pages.length ?? 0;
  useEffect(() => {
    const first = focusRow.current;
    const links = section.current?.querySelectorAll<HTMLAnchorElement>('tbody a') ?? [];
    if (first === null || pages === 0 || links.length <= first) return;
    links[first]?.focus();
    focusRow.current = null;
  }, [pages]);
  const loadMore = async () => {
    focusRow.current = section.current?.querySelectorAll('tbody a').length ?? 0;
    setMore({ loading: true, error: null });
    try {
      await loadMoreChecks(client, environment, destinationId);
      setMore({ loading: false, error: null });
    } catch (error) {
      focusRow.current = null;
      setMore({ loading: false, error: error instanceof Error ? error : new Error(String(error)) });
    }
  };
  return (
    <section ref={section} aria-labelledby="integrity-checks-heading" className={css({ mt: '8' })}>
      <h2 id="integrity-checks-heading" className={css({ textStyle: 'lg', fontWeight: 'semibold', mb: '3' })}>
        {INTEGRITY_CHECKS_HEADING}
      </h2>
      <QueryView query={query} loadingLabel="Loading data integrity checks">
        {(data) => {
          const rows = data.pages.flatMap((page) =>
            page.items.map((job) => integrityRow(destinationId, job)),
          );
          if (rows.length === 0) return <EmptyState>{NO_INTEGRITY_CHECKS_TEXT}</EmptyState>;
          return (
            <>
              <DataTable
                label={INTEGRITY_CHECKS_HEADING}
                columns={columns}
                rows={rows}
                rowKey={(r) => r.key}
                rowLink={(r) => activityRowLink(destinationId, r)}
              />
              {more.error && <FailureLine message={more.error.message} className={css({ mt: '3' })} />}
              {Boolean(data.pages.at(-1)?.nextUrl) && (
                <Button
                  variant="outline"
                  size="sm"
                  mt="3"
                  loading={more.loading}
                  onClick={() => void loadMore()}
                >
                  {LOAD_MORE_TEXT}
                </Button>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
