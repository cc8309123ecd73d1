// @vitest-environment jsdom
/**
 * The General tab's Recipient and Details cards, offline, for a destination never opened: from
 * the overview's entry, now the whole row of the list, every field reads as online (the vendor's fields
 * by their labels when the form is saved); from an entry an older console saved, "Not saved on this
 * device" stands only where that entry lacks the field; so does it for the labels of a form never saved.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Destination } from '../../../api/schemas/destination.ts';
import { definition } from '../../../api/wire/form-fixture.ts';
import { formatTimestamp } from '../../../lib/time.ts';
import { stubApi } from '../../../test-support/api.ts';
import { acmeDestination } from '../../../test-support/destination.ts';
import { testOrganization } from '../../../test-support/organization.ts';
import { render, testQueryClient } from '../../../test-support/render.tsx';
import { organizationQueries } from '../../auth/queries.ts';
import { savedDestination } from '../cached-destination.ts';
import { destinationFormQueries } from '../form/queries.ts';
import type { OverviewDestination } from '../overview-pages.ts';
import { DetailsCard } from './details-card.tsx';
import { detailQueries } from './queries.ts';
import { RecipientCard } from './recipient-card.tsx';

const NOT_SAVED = 'Not saved on this device';
const { fetch: fetchMock } = stubApi({ baseUrl: 'http://api.test/api' });

const organization = testOrganization('acme-org');

/** The destination as the overview keeps it now: the whole row of the list. */
const whole: Destination = {
  ...acmeDestination,
  id_in_provider_system: 'acme-co',
  frequency_minutes: 60,
  enabled_models: ['orders', 'customers'],
  created_at: '2026-01-01T08:30:00.000Z',
  updated_at: '2026-02-03T09:45:00.000Z',
};
/** What an overview entry held before: the overview's columns, the recipient and Enabled. */
const older: OverviewDestination = {
  id: whole.id,
  name: whole.name,
  vendor: whole.vendor,
  recipient_id: whole.recipient_id,
  is_enabled: whole.is_enabled,
  last_successful_transfer_ended_at: null,
  last_completed_transfer: null,
};

let client: QueryClient;
beforeEach(() => {
  client = testQueryClient();
  client.setQueryData(organizationQueries.detail('prod').queryKey, organization);
  onlineManager.setOnline(false);
});
afterEach(() => {
  onlineManager.setOnline(true);
});

const saveForm = () =>
  client.setQueryData(destinationFormQueries.definition('prod', organization.id).queryKey, definition);

/** The General tab's Recipient and Details cards of the destination `id` as the snapshot holds it. */
async function showSaved(entry: OverviewDestination) {
  client.setQueryData(['prod', 'overview-pages', 0], [entry]);
  const saved = savedDestination(client, 'prod', entry.id);
  if (!saved) throw new Error('not saved');
  const { destination, unsaved } = saved;
  const { host } = await render(
    <>
      <RecipientCard
        recipientId={destination.recipient_id}
        idInProviderSystem={destination.id_in_provider_system}
      />
      <DetailsCard destination={destination} unsaved={unsaved} />
    </>,
    { queryClient: client },
  );
  return host;
}

/** Each card's terms and their values, by the card's title. */
function cards(host: HTMLElement): Record<string, Record<string, string>> {
  const byCard: Record<string, Record<string, string>> = {};
  for (const section of host.querySelectorAll('section')) {
    const items: Record<string, string> = {};
    for (const term of section.querySelectorAll('dt')) {
      items[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
    }
    byCard[section.querySelector('h2')?.textContent ?? ''] = items;
  }
  return byCard;
}

describe('the General tab of a destination never opened, offline', () => {
  it('shows every field of the overview’s entry, the connection settings by their labels', async () => {
    saveForm();
    const { Details, Recipient } = cards(await showSaved(whole));
    expect(Details).toMatchObject({
      ID: 'd1',
      Enabled: 'Yes',
      Host: 'db.acme.io',
      Port: '5432',
      Database: 'prod',
      'Authentication method': 'Password',
      Username: 'u',
      'Use SSH Tunnel': 'Yes',
      'Sync Frequency': 'Every hour',
      'Enabled models': 'customers, orders',
      Created: formatTimestamp(whole.created_at),
      Updated: formatTimestamp(whole.updated_at),
    });
    expect(Object.keys(Details ?? {})).not.toContain('Connection settings');
    expect(Object.values(Details ?? {})).not.toContain(NOT_SAVED);
    // The recipient itself was never saved: its ID in the provider's system comes with the destination.
    expect(Recipient).toEqual({ Name: NOT_SAVED, 'ID in Provider System': 'acme-co', Products: NOT_SAVED });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the labels are not saved when the form never was, and nothing else', async () => {
    const { Details } = cards(await showSaved(whole));
    expect(Details?.['Connection settings']).toBe(NOT_SAVED);
    expect(Object.entries(Details ?? {}).filter(([, value]) => value === NOT_SAVED)).toEqual([
      ['Connection settings', NOT_SAVED],
    ]);
    expect(Details?.['Sync Frequency']).toBe('Every hour');
  });

  it('from an older console’s entry, says not saved only for what that entry lacks', async () => {
    saveForm();
    const { Details, Recipient } = cards(await showSaved(older));
    expect(Details).toEqual({
      ID: 'd1',
      Vendor: expect.any(String),
      Enabled: 'Yes',
      'Connection settings': NOT_SAVED,
      'Sync Frequency': NOT_SAVED,
      'Enabled models': NOT_SAVED,
      Created: NOT_SAVED,
      Updated: NOT_SAVED,
    });
    expect(Recipient?.['ID in Provider System']).toBe(NOT_SAVED);
  });

  it('from an entry lacking some fields, says not saved for those alone', async () => {
    saveForm();
    const { created_at: _c, enabled_models: _m, ...some } = whole;
    const { Details } = cards(await showSaved(some as OverviewDestination));
    expect(Details?.Host).toBe('db.acme.io');
    expect(Details?.['Sync Frequency']).toBe('Every hour');
    expect(Details?.['Enabled models']).toBe(NOT_SAVED);
    expect(Details?.Created).toBe(NOT_SAVED);
    expect(Details?.Updated).toBe(formatTimestamp(whole.updated_at));
  });

  it('names the recipient from its own saved page when there is one', async () => {
    client.setQueryData(detailQueries.recipient('prod', 'r1').queryKey, {
      id: 'r1',
      name: 'Acme Co',
      id_in_provider_system: 'acme-co',
      products: ['Core'],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    const { Recipient } = cards(await showSaved(whole));
    expect(Recipient).toEqual({ Name: 'Acme Co', 'ID in Provider System': 'acme-co', Products: 'Core' });
  });
});
