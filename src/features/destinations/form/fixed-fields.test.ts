import { describe, expect, it } from 'vitest';
import { readFixedFields } from './fixed-fields.ts';
import { customFrequencyStart, FREQUENCY_OPTIONS } from './frequency-options.ts';
import { modelsOfRecipient } from './recipient-models.ts';

const formData = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

describe('readFixedFields', () => {
  it('reads a filled form; absent frequency (radios disabled) means the default, 0', () => {
    const result = readFixedFields(
      formData([
        ['name', ' Acme warehouse '],
        ['vendor', 'postgres'],
        ['recipient_id', 'r1'],
        ['enabled_models', 'orders'],
        ['enabled_models', 'customers'],
        ['is_enabled', 'on'],
      ]),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Acme warehouse',
        vendor: 'postgres',
        recipient_id: 'r1',
        enabled_models: ['orders', 'customers'],
        frequency_minutes: 0,
        is_enabled: true,
      },
    });
  });

  it('reads an unchecked Enabled switch as false and a chosen frequency as a number', () => {
    const result = readFixedFields(
      formData([
        ['name', 'a'],
        ['vendor', 'snowflake'],
        ['recipient_id', 'r1'],
        ['enabled_models', '*'],
        ['frequency_minutes', '360'],
      ]),
    );
    expect(result).toMatchObject({ ok: true, value: { is_enabled: false, frequency_minutes: 360 } });
  });

  it('names every missing or wrong field, with the spec text for empty models', () => {
    const result = readFixedFields(
      formData([
        ['vendor', 'oracle_cloud'],
        ['frequency_minutes', '5'],
      ]),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Destination Name is required.',
        vendor: 'Vendor must be one of the supported destinations.',
        recipient_id: 'Recipient is required.',
        enabled_models: 'This is a required field',
        frequency_minutes: 'Frequency must be one of 0, 15, 60, 360, 720, 1440 minutes.',
      },
    });
  });
});

describe('frequency options', () => {
  it('offers the default and the five frequencies in words', () => {
    expect(FREQUENCY_OPTIONS.map((o) => `${o.minutes}:${o.label}`)).toEqual([
      '0:Default org frequency',
      '15:Every 15 minutes',
      '60:Every hour',
      '360:Every 6 hours',
      '720:Every 12 hours',
      '1440:Every day',
    ]);
  });

  it("starts a custom frequency from the organisation's default, falling back to a day", () => {
    expect(customFrequencyStart(360)).toBe(360);
    expect(customFrequencyStart(undefined)).toBe(1440);
    expect(customFrequencyStart(45)).toBe(1440);
  });
});

describe('modelsOfRecipient', () => {
  it("selects every model of the recipient's products, once, sorted", () => {
    const product = (product_name: string, models: string[]) => ({
      id: product_name,
      product_name,
      description: '',
      models,
      is_system_product: false,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    const recipient = {
      id: 'r1',
      name: 'Acme',
      id_in_provider_system: 'acme',
      products: ['core', 'billing'],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const products = [
      product('core', ['orders', 'customers']),
      product('billing', ['invoices', 'orders']),
      product('marketing', ['campaigns']),
    ];
    expect(modelsOfRecipient(recipient, products)).toEqual(['customers', 'invoices', 'orders']);
  });
});
