import { describe, expect, it } from 'vitest';
import type { Model } from '../../../api/schemas/model.ts';
import { modelLinks } from './model-links.ts';

const model = (id: string, model_name: string): Model => ({
  id,
  model_name,
  description: '',
  source_table: 't',
  source_schema: 's',
  source_name: null,
  organization_column: 'org',
  columns: [],
  created_at: '2026-01-01T00:00:00Z',
});

describe('modelLinks', () => {
  it('finds each named model by its name, keeping the product order', () => {
    const models = [model('1', 'orders'), model('2', 'customers')];
    expect(modelLinks(['customers', 'orders'], models)).toEqual([
      { name: 'customers', id: '2' },
      { name: 'orders', id: '1' },
    ]);
  });

  it('leaves a name without an id while the list loads or when no model has it', () => {
    expect(modelLinks(['orders'], undefined)).toEqual([{ name: 'orders', id: undefined }]);
    expect(modelLinks(['gone'], [model('1', 'orders')])).toEqual([{ name: 'gone', id: undefined }]);
  });
});
