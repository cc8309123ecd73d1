import { describe, expect, it } from 'vitest';
import { linkStatus } from './magic-links-table.tsx';
import type { ListedMagicLink } from './queries.ts';

const link = (has_been_used: boolean): ListedMagicLink => ({
  id: 'm1',
  name: 'Acme setup',
  recipient_id: 'r1',
  id_in_provider_system: 'acme',
  vendor: 'postgres',
  host: null,
  has_been_used,
  created_at: '2026-11-20T10:00:00.000Z',
});
const at = (iso: string) => Date.parse(iso);

describe('linkStatus', () => {
  it('is Active for an unused link within its seven days', () => {
    expect(linkStatus(link(false), at('2026-11-27T09:59:59.000Z'))).toBe('Active');
  });

  it('is Expired for an unused link from the seventh day on, since it no longer works', () => {
    expect(linkStatus(link(false), at('2026-11-27T10:00:00.000Z'))).toBe('Expired');
  });

  it('is Submitted once used, before or after its expiry', () => {
    expect(linkStatus(link(true), at('2026-11-21T00:00:00.000Z'))).toBe('Submitted');
    expect(linkStatus(link(true), at('2027-01-01T00:00:00.000Z'))).toBe('Submitted');
  });
});
