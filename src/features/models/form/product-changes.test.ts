import { describe, expect, it } from 'vitest';
import { commerceProduct } from '../../../test-support/product.ts';
import { productChanges, productWrite } from './product-values.ts';

const stored = commerceProduct;
const write = (patch: Partial<{ product_name: string; description: string; models: string[] }>) =>
  productWrite({
    product_name: stored.product_name,
    description: stored.description,
    models: stored.models,
    ...patch,
  });

describe('productChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(productChanges(write({}), stored)).toEqual({});
  });

  it('ignores the order of models and text the server would trim', () => {
    expect(
      productChanges(write({ models: ['orders', 'customers'], product_name: ' Commerce ' }), stored),
    ).toEqual({});
  });

  it('sends only the description when only it changed', () => {
    expect(productChanges(write({ description: 'New text.' }), stored)).toEqual({ description: 'New text.' });
  });

  it('sends the whole new model list when a model is added or removed', () => {
    expect(productChanges(write({ models: ['orders', 'refunds', 'customers'] }), stored)).toEqual({
      models: ['customers', 'orders', 'refunds'],
    });
    expect(productChanges(write({ models: ['orders'] }), stored)).toEqual({ models: ['orders'] });
  });

  it('sees a swap of one model for another as a change, though the count is the same', () => {
    expect(productChanges(write({ models: ['customers', 'refunds'] }), stored)).toEqual({
      models: ['customers', 'refunds'],
    });
  });

  it('sends a rename alone', () => {
    expect(productChanges(write({ product_name: 'Shop' }), stored)).toEqual({ product_name: 'Shop' });
  });
});
