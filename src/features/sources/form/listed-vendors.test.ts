import { describe, expect, it } from 'vitest';
import { field } from '../../../api/wire/form-fixture.ts';
import { withListedVendors } from './listed-vendors.ts';

const root = field('vendor', null, {
  enum: [
    { key: 'snowflake', display: 'Snowflake (tree)' },
    { key: 'postgres', display: 'PostgreSQL (tree)' },
    { key: 'mysql', display: 'MySQL', disabled: true },
  ],
  attributes: { section_id: 1, form_element: 'select', label: 'Vendor' },
});

describe('withListedVendors', () => {
  it("offers the server's list in its order and names, only vendors the tree can draw", () => {
    const listed = withListedVendors(root, [
      { vendor_name: 'postgres', display_name: 'PostgreSQL' },
      { vendor_name: 'oracle', display_name: 'Oracle' },
      { vendor_name: 'mysql', display_name: 'MySQL' },
    ]);
    expect(listed.enum).toEqual([
      { key: 'postgres', display: 'PostgreSQL' },
      { key: 'mysql', display: 'MySQL', disabled: true },
    ]);
    expect(listed.children).toBe(root.children);
  });
});
