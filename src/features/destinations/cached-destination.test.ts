import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Destination } from '../../api/schemas/destination.ts';
import { savedDestination } from './cached-destination.ts';
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
const entry: OverviewDestination = {
  id: 'd2',
  name: 'Beta lake',
  vendor: 's3',
  recipient_id: 'r2',
  is_enabled: false,
  last_successful_transfer_ended_at: null,
  last_completed_transfer: null,
};

describe('savedDestination', () => {
  it('is the whole destination from a /destinations page, else the overview entry, marked partial', () => {
    const client = new QueryClient();
    client.setQueryData(
      ['prod', 'destinations', 'list', { page_size: 30 }],
      { items: [full], hasNext: false, nextUrl: null },
      { updatedAt: 1000 },
    );
    client.setQueryData(['prod', 'overview-pages', 0], [entry], { updatedAt: 2000 });

    expect(savedDestination(client, 'prod', 'd1')).toEqual({
      destination: full,
      updatedAt: 1000,
      partial: false,
    });
    const saved = savedDestination(client, 'prod', 'd2');
    expect(saved).toMatchObject({ updatedAt: 2000, partial: true });
    expect(saved?.destination).toMatchObject({
      id: 'd2',
      name: 'Beta lake',
      recipient_id: 'r2',
      is_enabled: false,
    });
    expect(savedDestination(client, 'staging', 'd2')).toBeUndefined();
    expect(savedDestination(client, 'prod', 'unknown')).toBeUndefined();
  });

  it('does not stand in with an entry an older console saved without recipient and Enabled state', () => {
    const client = new QueryClient();
    const { recipient_id: _r, is_enabled: _e, ...older } = entry;
    client.setQueryData(['prod', 'overview-pages', 0], [older]);
    expect(savedDestination(client, 'prod', 'd2')).toBeUndefined();
  });
});
