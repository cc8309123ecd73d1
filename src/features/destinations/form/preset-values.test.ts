import { describe, expect, it } from 'vitest';
import { field } from '../../../api/wire/form-fixture.ts';
import { BLANK_VALUES } from './form-values.ts';
import { asksFor, initialValues, presetValues } from './preset-values.ts';

const consoleRoot = field('vendor', null, {
  enum: [
    { key: 'snowflake', display: 'Snowflake' },
    { key: 'postgres', display: 'PostgreSQL' },
  ],
  attributes: { form_element: 'select', section_id: 1 },
  children: [
    field('name', 'postgres'),
    field('recipient_id', 'postgres', { attributes: { form_element: 'select' } }),
    field('enabled_models', 'postgres'),
    field('is_enabled', 'postgres', { type: 'boolean' }),
    field('host', 'postgres'),
  ],
});

/** The onboarding form of a link: vendor, recipient, enabled and host locked, no model checklist. */
const onboarding = field('vendor', null, {
  const: 'postgres',
  enum: [{ key: 'postgres', display: 'PostgreSQL' }],
  attributes: { form_element: 'select', section_id: 1 },
  children: [
    field('name', 'postgres'),
    field('recipient_id', 'postgres', { const: 'r1', enum: [{ key: 'r1', display: 'Globex' }] }),
    field('is_enabled', 'postgres', { type: 'boolean', const: false }),
    field('host', 'postgres', { const: 'db.globex.com' }),
  ],
});

describe('presetValues', () => {
  it('leaves a console definition to the blank form', () => {
    expect(presetValues(consoleRoot)).toEqual({});
    expect(initialValues(consoleRoot, BLANK_VALUES)).toEqual(BLANK_VALUES);
  });

  it('starts from what an onboarding definition fixes, with all models when it asks for none', () => {
    expect(presetValues(onboarding)).toEqual({
      vendor: 'postgres',
      recipient_id: 'r1',
      is_enabled: false,
      enabled_models: ['*'],
    });
    expect(initialValues(onboarding, BLANK_VALUES)).toMatchObject({
      vendor: 'postgres',
      name: '',
      recipient_id: 'r1',
      is_enabled: false,
      frequency_minutes: 0,
    });
  });

  it('does not copy vendor fields: their constants are read from the tree where they are', () => {
    expect(presetValues(onboarding)).not.toHaveProperty('host');
  });
});

describe('asksFor', () => {
  it('finds a field anywhere in the tree', () => {
    expect(asksFor(consoleRoot, 'enabled_models')).toBe(true);
    expect(asksFor(onboarding, 'enabled_models')).toBe(false);
    expect(asksFor(onboarding, 'host')).toBe(true);
  });
});
