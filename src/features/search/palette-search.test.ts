import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cacheSignature } from './documents.ts';
import { collectEntities } from './entity-documents.ts';
import { collectGuideSections } from './guide-documents.ts';
import { guidePassages } from './guide-passages.ts';
import {
  buildIndex,
  buildPaletteIndex,
  excerpt,
  MAX_RESULTS,
  type SearchIndex,
  search,
} from './search-index.ts';

const GUIDE = [
  '# Amazon S3 setup guide',
  '',
  'We write files to your bucket.',
  '',
  '## Create the bucket',
  '',
  'Pick a region close to your readers.',
  '',
  '## Create the IAM role we assume',
  '',
  'Paste the **trust policy** from the form into the role.',
  '',
  '```json',
  '## not a heading',
  '```',
].join('\n');

const destination = (id: string, name: string, vendor = 'postgres') => ({ id, name, vendor });

/** A cache as the console fills it: prod and staging side by side, lists, pages, details and guides. */
function filledCache() {
  const client = new QueryClient();
  client.setQueryData(['prod', 'overview-pages', 0], [destination('d1', 'Zenith Freight Postgres')]);
  client.setQueryData(['prod', 'destinations', 'list', { page_size: 20 }], {
    items: [destination('d1', 'Zenith Freight Postgres'), destination('d2', 'Acme Lake', 's3')],
  });
  client.setQueryData(['prod', 'destinations', 'detail', 'd2'], destination('d2', 'Acme Lake', 's3'));
  // A destination's activity is under its detail key but holds transfers, not destinations.
  client.setQueryData(['prod', 'destinations', 'detail', 'd2', 'activity', {}], {
    items: [{ id: 't1', name: 'not a destination' }],
  });
  client.setQueryData(['prod', 'recipients', 'all'], [{ id: 'r1', name: 'Zenith Freight Inc.' }]);
  client.setQueryData(
    ['prod', 'models', 'all'],
    [{ id: 'm1', model_name: 'orders', description: 'Every order' }],
  );
  client.setQueryData(
    ['prod', 'products', 'all'],
    [{ id: 'p1', product_name: 'Core', description: 'Basics' }],
  );
  client.setQueryData(
    ['prod', 'sources', 'list'],
    [{ id: 's1', name: 'Main warehouse', vendor: 'snowflake' }],
  );
  client.setQueryData(['prod', 'webhooks', 'all'], [{ id: 'w1', name: 'On-call pager', vendor: 'slack' }]);
  client.setQueryData(['prod', 'setup-guides', 's3'], { title: 'Amazon S3 setup guide', content: GUIDE });
  client.setQueryData(['staging', 'destinations', 'list', {}], {
    items: [destination('d9', 'Zenith Freight Postgres (staging)')],
  });
  return client;
}

describe('guidePassages', () => {
  it('has the intro and one passage per level-2 section, numbered as the guide page numbers them', () => {
    const passages = guidePassages(GUIDE);
    expect(passages.map((p) => [p.section, p.title])).toEqual([
      [undefined, ''],
      [0, 'Create the bucket'],
      [1, 'Create the IAM role we assume'],
    ]);
    expect(passages[2]?.text).toContain('Paste the trust policy from the form into the role.');
    expect(passages[2]?.text).toContain('## not a heading');
  });
});

/** Every document of the environment: its entities, then its guides' sections. */
const collectDocuments = async (client: QueryClient, environment: 'prod' | 'staging') => [
  ...collectEntities(client, environment),
  ...(await collectGuideSections(client, environment)),
];

describe('the documents', () => {
  it('reads every searched kind of the environment once, never a sub-query nor the other environment', async () => {
    const docs = await collectDocuments(filledCache(), 'prod');
    expect(docs.map((d) => [d.id, d.title, d.href]).sort()).toEqual(
      [
        ['destination:d1', 'Zenith Freight Postgres', '/destinations/d1'],
        ['destination:d2', 'Acme Lake', '/destinations/d2'],
        ['recipient:r1', 'Zenith Freight Inc.', '/recipients/r1'],
        ['model:m1', 'orders', '/models/m1'],
        ['product:p1', 'Core', '/models/products/p1'],
        ['source:s1', 'Main warehouse', '/sources/s1'],
        ['webhook:w1', 'On-call pager', '/webhooks/w1'],
        // The overview's Overdue tab is there in every environment, whatever the cache holds.
        ['view:overdue', 'Overdue destinations', '/overview/overdue'],
        ['guide:s3:intro', 'Amazon S3 setup guide', '/guides/s3'],
        ['guide:s3:0', 'Amazon S3 setup guide: Create the bucket', '/guides/s3?section=0'],
        ['guide:s3:1', 'Amazon S3 setup guide: Create the IAM role we assume', '/guides/s3?section=1'],
      ].sort(),
    );
    expect(docs.find((d) => d.id === 'destination:d2')?.text).toBe('Amazon S3');
    expect((await collectDocuments(filledCache(), 'staging')).map((d) => d.title).sort()).toEqual([
      'Overdue destinations',
      'Zenith Freight Postgres (staging)',
    ]);
  });

  it('has a signature that changes when an indexed query changes and not for other queries', () => {
    const client = filledCache();
    const before = cacheSignature(client, 'prod');
    client.setQueryData(['prod', 'organization'], { id: 'o1', name: 'Org' });
    client.setQueryData(['staging', 'webhooks', 'all'], [{ id: 'w2', name: 'x' }]);
    expect(cacheSignature(client, 'prod')).toBe(before);
    client.setQueryData(['prod', 'webhooks', 'all'], [{ id: 'w3', name: 'Nightly digest' }], {
      updatedAt: Date.now() + 1000,
    });
    expect(cacheSignature(client, 'prod')).not.toBe(before);
  });
});

describe('search', () => {
  it('ranks names first, finds prefixes, forgives a typo and matches every word', async () => {
    const index = await buildIndex(await collectDocuments(filledCache(), 'prod'));
    const titles = (query: string) => search(index, query).map((r) => r.title);
    // Both Zenith names match; the destination and recipient outrank nothing else (no guide says Zenith).
    expect(titles('zenith fre')).toEqual(['Zenith Freight Postgres', 'Zenith Freight Inc.']);
    expect(titles('zenit freight pstgres')).toEqual(['Zenith Freight Postgres']);
    expect(titles('trust policy')).toEqual(['Amazon S3 setup guide: Create the IAM role we assume']);
    // A vendor's display name finds its destinations as well as its guide.
    expect(titles('amazon s3')).toEqual(expect.arrayContaining(['Acme Lake', 'Amazon S3 setup guide']));
    expect(titles('')).toEqual([]);
    expect(titles('nothing like this')).toEqual([]);
  });

  it('searches the entities before the guides are compiled, then the guides in the same index', async () => {
    let first: string[] = [];
    const titles = (index: SearchIndex, query: string) => search(index, query).map((r) => r.title);
    const index = await buildPaletteIndex(
      filledCache(),
      'prod',
      (entities) => {
        first = [...titles(entities, 'zenith fre'), ...titles(entities, 'trust policy')];
      },
      () => false,
    );
    // First: the destination and the recipient, no guide section yet.
    expect(first).toEqual(['Zenith Freight Postgres', 'Zenith Freight Inc.']);
    expect(index && search(index, 'trust policy').map((r) => r.title)).toEqual([
      'Amazon S3 setup guide: Create the IAM role we assume',
    ]);
  });

  it('stops between its steps once stale', async () => {
    let shown = 0;
    expect(
      await buildPaletteIndex(
        filledCache(),
        'prod',
        () => shown++,
        () => true,
      ),
    ).toBeUndefined();
    expect(shown).toBe(0);
  });

  it('shows at most MAX_RESULTS', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      id: `destination:${i}`,
      kind: 'destination' as const,
      title: `Warehouse ${i}`,
      text: '',
      href: `/destinations/${i}`,
    }));
    expect(search(await buildIndex(many), 'warehouse')).toHaveLength(MAX_RESULTS);
  });
});

describe('overdue destinations', () => {
  /** The list was fetched just now: the palette judges overdue now, as the overview does. */
  const FETCHED = Date.now();
  const DAY = 24 * 60 * 60 * 1000;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** A daily destination whose last success ended `daysAgo` days before the list was fetched. */
  const daily = (id: string, name: string, daysAgo: number) => ({
    ...destination(id, name),
    is_enabled: true,
    frequency_minutes: 1440,
    created_at: iso(FETCHED - 90 * DAY),
    last_successful_transfer_ended_at: iso(FETCHED - daysAgo * DAY),
  });

  /** The list as fetched at FETCHED. */
  function cacheWith(items: unknown[]) {
    const client = new QueryClient();
    client.setQueryData(
      ['prod', 'destinations', 'list', { page_size: 20 }],
      { items },
      { updatedAt: FETCHED },
    );
    return client;
  }
  const titles = async (client: QueryClient, query: string) =>
    search(await buildIndex(await collectDocuments(client, 'prod')), query).map((r) => r.title);

  it('finds an overdue destination and the Overdue tab by "overdue", never a healthy one', async () => {
    const client = cacheWith([daily('d1', 'Stalled Lake', 3), daily('d2', 'Fresh Lake', 0.5)]);
    const found = await titles(client, 'overdue');
    expect(found).toEqual(expect.arrayContaining(['Stalled Lake', 'Overdue destinations']));
    expect(found).not.toContain('Fresh Lake');
    const docs = collectEntities(client, 'prod');
    expect(docs.find((d) => d.id === 'destination:d1')?.text).toBe('PostgreSQL · overdue, late by 2 days');
  });

  it('does not call a destination with a transfer in flight overdue', async () => {
    const client = cacheWith([daily('d1', 'Stalled Lake', 3)]);
    client.setQueryData(
      ['prod', 'destinations', 'detail', 'd1', 'activity', { page_size: 20 }],
      {
        items: [
          {
            type: 'transfer',
            transfer: {
              id: 't1',
              destination_id: 'd1',
              status: 'RUNNING',
              started_at: iso(FETCHED - 60_000),
            },
          },
        ],
      },
      { updatedAt: FETCHED },
    );
    expect(await titles(client, 'overdue')).toEqual(['Overdue destinations']);
  });
});

describe('excerpt', () => {
  it('keeps a short text whole and cuts a long one around the first match', () => {
    expect(excerpt('Short text', ['text'])).toBe('Short text');
    const long = `${'ab '.repeat(70)}paste the trust policy here ${'b '.repeat(100)}`;
    const cut = excerpt(long, ['trust'], 60);
    expect(cut).toMatch(/^…(ab |paste).*trust policy.*…$/);
    expect(cut.length).toBeLessThanOrEqual(62);
  });
});
