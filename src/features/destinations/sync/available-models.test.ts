import { describe, expect, it } from 'vitest';
import { availableModels } from './available-models.ts';

const products = [
  { product_name: 'Core', models: ['accounts', 'users'] },
  { product_name: 'Billing', models: ['invoices', 'accounts'] },
  { product_name: 'Other', models: ['secret_stuff'] },
];

describe('availableModels', () => {
  it('offers every model of the destination\'s products for ["*"], sorted and once each', () => {
    expect(availableModels({ products: ['Core', 'Billing'], enabled_models: ['*'] }, products)).toEqual([
      'accounts',
      'invoices',
      'users',
    ]);
  });

  it('narrows to the enabled models', () => {
    expect(
      availableModels({ products: ['Core', 'Billing'], enabled_models: ['users', 'invoices'] }, products),
    ).toEqual(['invoices', 'users']);
  });

  it('never offers an enabled model that none of its products holds', () => {
    expect(
      availableModels({ products: ['Core'], enabled_models: ['users', 'secret_stuff'] }, products),
    ).toEqual(['users']);
  });

  it('offers every model of its products when enabled_models is [], as for ["*"] (none restrict)', () => {
    const everything = ['accounts', 'invoices', 'users'];
    expect(availableModels({ products: ['Core', 'Billing'], enabled_models: [] }, products)).toEqual(
      everything,
    );
    expect(availableModels({ products: ['Core', 'Billing'], enabled_models: ['*'] }, products)).toEqual(
      everything,
    );
  });

  it('offers nothing without products', () => {
    expect(availableModels({ products: [], enabled_models: ['*'] }, products)).toEqual([]);
    expect(availableModels({ products: [], enabled_models: [] }, products)).toEqual([]);
  });
});
