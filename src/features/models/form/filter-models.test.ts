import { describe, expect, it } from 'vitest';
import { filterModels } from './filter-models.ts';

const names = ['orders', 'order_items', 'customers', 'invoice_line_items'];

describe('filterModels', () => {
  it('keeps every name for a blank query', () => {
    expect(filterModels(names, '  ')).toEqual(names);
  });

  it('matches part of a name, ignoring case', () => {
    expect(filterModels(names, 'ORDER')).toEqual(['orders', 'order_items']);
  });

  it('needs every word of the query', () => {
    expect(filterModels(names, 'line items')).toEqual(['invoice_line_items']);
    expect(filterModels(names, 'order zzz')).toEqual([]);
  });
});
