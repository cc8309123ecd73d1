import { linkOptions } from '@tanstack/react-router';

/** Pages under one destination (SPEC.md §2.4); ids are encoded, they come from the URL or the wire. */
const base = (destinationId: string) => `/destinations/${encodeURIComponent(destinationId)}`;

export const detailHrefs = {
  general: base,
  activity: (id: string) => `${base(id)}/activity`,
  connection: (id: string) => `${base(id)}/connection`,
  admin: (id: string) => `${base(id)}/admin`,
  edit: (id: string) => `${base(id)}/edit`,
  transfer: (id: string, transferId: string) => `${base(id)}/transfers/${encodeURIComponent(transferId)}`,
  integrity: (id: string, jobId: string) => `${base(id)}/integrity/${encodeURIComponent(jobId)}`,
};

export type TabId = 'general' | 'activity' | 'connection' | 'admin';

export const DETAIL_TABS: readonly { id: TabId; label: string }[] = [
  { id: 'general', label: 'General' },
  { id: 'activity', label: 'Activity' },
  { id: 'connection', label: 'Connection' },
  { id: 'admin', label: 'Admin' },
];

/** Which tab a path belongs to; a transfer or integrity page counts as activity (it is opened from there). */
export function currentTab(pathname: string, destinationId: string): TabId {
  const rest = pathname.slice(detailHrefs.general(destinationId).length).replace(/^\/+/, '').split('/')[0];
  if (rest === 'transfers' || rest === 'integrity') return 'activity';
  return DETAIL_TABS.find((t) => t.id === rest)?.id ?? 'general';
}

/** The same pages as typed links. */
export const detailLinks = {
  general: (destinationId: string) =>
    linkOptions({ to: '/destinations/$destinationId', params: { destinationId } }),
  activity: (destinationId: string) =>
    linkOptions({ to: '/destinations/$destinationId/activity', params: { destinationId } }),
  connection: (destinationId: string) =>
    linkOptions({ to: '/destinations/$destinationId/connection', params: { destinationId } }),
  admin: (destinationId: string) =>
    linkOptions({ to: '/destinations/$destinationId/admin', params: { destinationId } }),
  edit: (destinationId: string) =>
    linkOptions({ to: '/destinations/$destinationId/edit', params: { destinationId } }),
  transfer: (destinationId: string, transferId: string) =>
    linkOptions({
      to: '/destinations/$destinationId/transfers/$transferId',
      params: { destinationId, transferId },
    }),
  integrity: (destinationId: string, integrityId: string) =>
    linkOptions({
      to: '/destinations/$destinationId/integrity/$integrityId',
      params: { destinationId, integrityId },
    }),
};
