import { linkOptions } from '@tanstack/react-router';

/** Pages of one source (SPEC.md §2.8); ids are encoded, they come from the URL or the wire. */
const base = (sourceId: string) => `/sources/${encodeURIComponent(sourceId)}`;

export const sourceHrefs = {
  list: '/sources',
  create: '/sources/new',
  general: base,
  connection: (id: string) => `${base(id)}/connection`,
  edit: (id: string) => `${base(id)}/edit`,
};

export type SourceTabId = 'general' | 'connection';

export const SOURCE_TABS: readonly { id: SourceTabId; label: string }[] = [
  { id: 'general', label: 'General' },
  { id: 'connection', label: 'Connection' },
];

/** Which tab a path shows; anything but the Connection tab is General (unknown sub-paths redirect there). */
export function currentSourceTab(pathname: string, sourceId: string): SourceTabId {
  const rest = pathname.slice(base(sourceId).length).replace(/^\/+/, '').split('/')[0];
  return rest === 'connection' ? 'connection' : 'general';
}

/** The same pages as typed links. */
export const sourceLinks = {
  list: linkOptions({ to: '/sources' }),
  create: linkOptions({ to: '/sources/new' }),
  general: (sourceId: string) => linkOptions({ to: '/sources/$sourceId', params: { sourceId } }),
  connection: (sourceId: string) =>
    linkOptions({ to: '/sources/$sourceId/connection', params: { sourceId } }),
  edit: (sourceId: string) => linkOptions({ to: '/sources/$sourceId/edit', params: { sourceId } }),
};
