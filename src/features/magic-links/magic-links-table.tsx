import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { StatusBadge } from '../../components/data/status-badge.tsx';
import type { StatusTone } from '../../components/data/status-tone.ts';
import { LinkUrlCell } from './link-url-cell.tsx';
import type { LinkUrls, ListedMagicLink } from './queries.ts';
import { RowMenu } from './row-menu.tsx';
import { expiresAtMs, timeRemaining } from './time-remaining.ts';

type LinkStatus = 'Active' | 'Submitted' | 'Expired';
const LINK_STATUS_TONE: Record<LinkStatus, StatusTone> = {
  Active: 'green',
  Submitted: 'gray',
  Expired: 'orange',
};

/**
 * Active until a destination is made from it, then Submitted (SPEC.md §2.5); a link never used whose
 * seven days have passed no longer works, so it reads Expired rather than Active.
 */
export function linkStatus(link: ListedMagicLink, now: number): LinkStatus {
  if (link.has_been_used) return 'Submitted';
  return expiresAtMs(link.created_at) <= now ? 'Expired' : 'Active';
}

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
      cell: (l) => {
        const status = linkStatus(l, now);
        return <StatusBadge status={status} tone={LINK_STATUS_TONE[status]} />;
      },
    },
    { header: 'Time Remaining', cell: (l) => remaining(l.created_at, now) },
    { header: 'Host', cell: (l) => l.host ?? '—' },
    { header: 'Actions', cell: (l) => <RowMenu link={l} /> },
  ];
  return <DataTable label="Magic links" columns={columns} rows={links} rowKey={(l) => l.id} />;
}
