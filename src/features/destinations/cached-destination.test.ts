import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Destination } from '../../api/schemas/destination.ts';
import { cachedDestination, savedDestination } from './cached-destination.ts';
import type { OverviewDestination } from './overview-pages.ts';

const full: Destination = {
  id: 'd1',
  name: 'Acme warehouse',
  vendor: 'postgres',
  recipient_id: 'r1',
  id_in_provider_system: 'acme',
  is_enabled: true,
  frequency_minutes: 60,
  products: ['Core'],
  enabled_models: ['*'],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  last_successful_transfer_ended_at: null,
  last_completed_transfer: {
    id: 't1',
    status: 'ERROR',
    rows_transferred: 0,
    ended_at: '2026-11-25T10:00:00Z',
  },
};
/** What an older overview entry held: the overview's columns, the recipient and Enabled. */
const olderEntry: OverviewDestination = {
  id: 'd2',
  name: 'Beta lake',
  vendor: 's3',
  recipient_id: 'r2',
  is_enabled: false,
  last_successful_transfer_ended_at: null,
  last_completed_transfer: null,
};
/** The same destination as the overview keeps it now: the whole row of the list. */
const wholeEntry: Destination = {
  ...olderEntry,
  recipient_id: 'r2',
  is_enabled: false,
  id_in_provider_system: 'beta',
  frequency_minutes: 360,
  products: ['Core'],
  enabled_models: ['accounts', 'events'],
  created_at: '2026-02-01T00:00:00Z',
  updated_at: '2026-02-03T00:00:00Z',
  s3: { bucket_name: 'beta-exports', bucket_region: 'eu-west-1' },
};
const listPage = (items: Destination[]) => ({ items, hasNext: false, nextUrl: null });

describe('savedDestination', () => {
  it('is the whole destination from a /destinations page or from the overview’s entry, nothing unsaved', () => {
    const client = new QueryClient();
    client.setQueryData(['prod', 'destinations', 'list', { page_size: 30 }], listPage([full]), {
      updatedAt: 1000,
    });
    client.setQueryData(['prod', 'overview-pages', 0], [wholeEntry], { updatedAt: 2000 });

    expect(savedDestination(client, 'prod', 'd1')).toEqual({
      destination: full,
      updatedAt: 1000,
      unsaved: new Set(),
    });
    expect(savedDestination(client, 'prod', 'd2')).toEqual({
      destination: wholeEntry,
      updatedAt: 2000,
      unsaved: new Set(),
    });
    expect(cachedDestination(client, 'prod', 'd2')).toEqual(wholeEntry);
    expect(savedDestination(client, 'staging', 'd2')).toBeUndefined();
    expect(savedDestination(client, 'prod', 'unknown')).toBeUndefined();
  });

  it('takes the newer of a /destinations row and the overview’s entry', () => {
    const client = new QueryClient();
    const renamed = { ...full, name: 'Acme warehouse (renamed)' };
    client.setQueryData(['prod', 'destinations', 'list', { page_size: 30 }], listPage([full]), {
      updatedAt: 1000,
    });
    client.setQueryData(['prod', 'overview-pages', 3], [renamed], { updatedAt: 2000 });
    expect(savedDestination(client, 'prod', 'd1')).toMatchObject({ destination: renamed, updatedAt: 2000 });

    client.setQueryData(['prod', 'destinations', 'list', { page_size: 30 }], listPage([full]), {
      updatedAt: 3000,
    });
    expect(savedDestination(client, 'prod', 'd1')).toMatchObject({ destination: full, updatedAt: 3000 });
  });

  it('stands in with an older console’s entry, naming every field it lacks', () => {
    const client = new QueryClient();
    client.setQueryData(['prod', 'overview-pages', 0], [olderEntry], { updatedAt: 2000 });
    const saved = savedDestination(client, 'prod', 'd2');
    expect(saved?.updatedAt).toBe(2000);
    expect(saved?.destination).toMatchObject({
      id: 'd2',
      name: 'Beta lake',
      vendor: 's3',
      recipient_id: 'r2',
      is_enabled: false,
      id_in_provider_system: null,
    });
    expect([...(saved?.unsaved ?? [])].sort()).toEqual([
      'created_at',
      'enabled_models',
      'frequency_minutes',
      'settings',
      'updated_at',
    ]);
    // Not whole: no stand-in for the detail while it loads online.
    expect(cachedDestination(client, 'prod', 'd2')).toBeUndefined();
  });

  it('names only what an entry lacks', () => {
    const client = new QueryClient();
    const { created_at: _c, s3: _s, ...withoutSome } = wholeEntry;
    client.setQueryData(['prod', 'overview-pages', 0], [withoutSome]);
    expect([...(savedDestination(client, 'prod', 'd2')?.unsaved ?? [])].sort()).toEqual([
      'created_at',
      'settings',
    ]);
  });

  it('prefers a whole /destinations row, even an older one, to an older console’s entry', () => {
    const client = new QueryClient();
    const row = { ...wholeEntry, name: 'Beta lake (row)' };
    client.setQueryData(['prod', 'destinations', 'list', { page_size: 30 }], listPage([row]), {
      updatedAt: 1000,
    });
    client.setQueryData(['prod', 'overview-pages', 0], [olderEntry], { updatedAt: 2000 });
    expect(savedDestination(client, 'prod', 'd2')).toEqual({
      destination: row,
      updatedAt: 1000,
      unsaved: new Set(),
    });
  });

  it('does not stand in with an entry an older console saved without recipient and Enabled state', () => {
    const client = new QueryClient();
    const { recipient_id: _r, is_enabled: _e, ...oldest } = olderEntry;
    client.setQueryData(['prod', 'overview-pages', 0], [oldest]);
    expect(savedDestination(client, 'prod', 'd2')).toBeUndefined();
  });
});
