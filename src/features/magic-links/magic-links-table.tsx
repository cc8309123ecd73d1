import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import { LinkUrlCell } from './link-url-cell.tsx';
import type { LinkUrls, ListedMagicLink } from './queries.ts';
import { RowMenu } from './row-menu.tsx';
import { timeRemaining } from './time-remaining.ts';

/** Active until a destination is made from it, then Submitted (SPEC.md §4). */
export const linkStatus = (link: ListedMagicLink) => (link.has_been_used ? 'Submitted' : 'Active');

function remaining(createdAt: string, now: number) {
  try {
    return timeRemaining(createdAt, now);
  } catch {
    return 'N/A'; // an unreadable timestamp must not break the whole table
  }
}

interface MagicLinksTableProps {
  links: readonly ListedMagicLink[];
  urls: LinkUrls;
  now: number;
}

/** The /magic-links/active list (SPEC.md §2.5). Rows do not open a page: a link has none. */
export function MagicLinksTable({ links, urls, now }: MagicLinksTableProps) {
  const columns: readonly [Column<ListedMagicLink>, ...Column<ListedMagicLink>[]] = [
    { header: 'Magic Link Name', cell: (l) => l.name },
    { header: 'Id In Provider System', cell: (l) => l.id_in_provider_system },
    { header: 'Magic Link', cell: (l) => <LinkUrlCell name={l.name} href={urls[l.id]} /> },
    {
      header: 'Status',
      cell: (l) => <StatusBadge status={linkStatus(l)} tone={l.has_been_used ? 'gray' : 'green'} />,
    },
    { header: 'Time Remaining', cell: (l) => remaining(l.created_at, now) },
    { header: 'Host', cell: (l) => l.host ?? '—' },
    { header: 'Actions', cell: (l) => <RowMenu link={l} /> },
  ];
  return <DataTable label="Magic links" columns={columns} rows={links} rowKey={(l) => l.id} />;
}
