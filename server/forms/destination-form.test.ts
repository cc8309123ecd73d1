import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type FormNode, formDefinition } from '../../src/api/schemas/form.ts';
import { DESTINATION_VENDORS, SECRET_FIELDS } from '../../src/api/schemas/vendor.ts';
import { ORGANIZATION_ID } from '../db/seed/organization.ts';
import { openJson } from '../secrets/secret-box.ts';
import { findOrganization } from '../store/organization.ts';
import { seededDatabase } from '../testing/test-app.ts';
import { destinationForm } from './destination-form.ts';
import { formContext } from './form-context.ts';
import { SECTION_IDS } from './sections.ts';
import { validateDestination } from './validate-destination.ts';

const db = seededDatabase();
const org = findOrganization(db, ORGANIZATION_ID);
if (!org) throw new Error('seeded organisation missing');
const ctx = formContext(org);

/** The values a node can take: its enum keys, true/false for a yes/no, nothing for free text. */
function takes(node: FormNode): unknown[] {
  if (node.type === 'boolean') return [true, false];
  return (node.enum ?? []).map((e) => e.key);
}

describe('the destination form tree', () => {
  const { form, sections } = destinationForm(ctx);

  it('matches the shared schema, with the vendor select at the root listing all 20 vendors', () => {
    v.parse(formDefinition, { form, sections });
    expect(form.name).toBe('vendor');
    expect(form.parent).toBeNull();
    expect(form.enum?.map((e) => e.key)).toEqual([...DESTINATION_VENDORS]);
    for (const entry of form.enum ?? []) {
      expect(entry.icon_url).toBe(`/api/public/vendor-logos/${entry.key}.svg`);
      expect(entry.docs).toBe(`/api/docs?vendor=${entry.key}`);
    }
  });

  for (const vendor of DESTINATION_VENDORS) {
    it(`${vendor}: parents are values their parent can take, names unique along a path, sections known`, () => {
      const branch = (form.children ?? []).filter((c) => c.parent === vendor);
      expect(branch.map((n) => n.name)).toEqual(
        expect.arrayContaining(['name', 'recipient_id', 'enabled_models']),
      );
      const walk = (node: FormNode, names: string[]) => {
        expect(SECTION_IDS.has(node.attributes.section_id), `${node.name} section`).toBe(true);
        expect(names, `${node.name} repeats along ${names.join(' > ')}`).not.toContain(node.name);
        expect(node.attributes.label.length, `${node.name} label`).toBeGreaterThan(0);
        if (SECRET_FIELDS.includes(node.name as never) && node.type !== 'json') {
          expect(node.attributes.input_type, `${node.name} is a secret`).toBe('password');
        }
        for (const child of node.children ?? []) {
          expect(takes(node), `${child.name} hangs from a value ${node.name} cannot take`).toContainEqual(
            child.parent,
          );
          walk(child, [...names, node.name]);
        }
      };
      for (const node of branch) walk(node, ['vendor']);
    });
  }

  it('lists every section once, section 1 first and 6 last', () => {
    expect(sections.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('narrows to one vendor branch and keeps the full vendor list', () => {
    const one = destinationForm(ctx, 'bigquery');
    expect(new Set(one.form.children?.map((c) => c.parent))).toEqual(new Set(['bigquery']));
    expect(one.form.enum).toHaveLength(20);
    expect(one.sections.map((s) => s.id)).toEqual([1, 2, 3, 4, 6]);
  });
});

describe('the forms against the seeded destinations', () => {
  const rows = db
    .prepare(
      'SELECT vendor, name, recipient_id, enabled_models, frequency_minutes, is_enabled, settings, secrets FROM destinations',
    )
    .all() as Record<string, string | number>[];

  it('accepts every seeded destination and stores it back unchanged', () => {
    expect(new Set(rows.map((r) => r.vendor)).size).toBe(20);
    for (const row of rows) {
      const vendor = String(row.vendor);
      const settings = JSON.parse(String(row.settings))[vendor] ?? {};
      const secrets =
        openJson<Record<string, Record<string, unknown>>>(db, String(row.secrets))[vendor] ?? {};
      const prepared = {
        vendor,
        name: row.name,
        recipient_id: row.recipient_id,
        enabled_models: JSON.parse(String(row.enabled_models)),
        frequency_minutes: row.frequency_minutes,
        is_enabled: row.is_enabled === 1,
        [vendor]: merge(settings, secrets),
      };
      const root = destinationForm(ctx, vendor as never).form;
      const result = validateDestination(root, prepared);
      if (!result.ok) throw new Error(`${vendor} ${row.name}: ${result.problems.join('; ')}`);
      expect(result.value.settings[vendor], `${vendor} settings`).toEqual(settings);
      expect(result.value.secrets[vendor] ?? {}, `${vendor} secrets`).toEqual(secrets);
    }
  });
});

function merge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = out[key];
    out[key] =
      existing && typeof existing === 'object' && value && typeof value === 'object'
        ? merge(existing as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}
