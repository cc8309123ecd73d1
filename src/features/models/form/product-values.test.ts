import { describe, expect, it } from 'vitest';
import {
  blankProduct,
  DESCRIPTION_REQUIRED,
  MODELS_REQUIRED,
  PRODUCT_NAME_REQUIRED,
  productWrite,
  validateProduct,
} from './product-values.ts';

describe('validateProduct', () => {
  it('names every missing field with its own message', () => {
    expect(validateProduct(blankProduct())).toEqual({
      product_name: PRODUCT_NAME_REQUIRED,
      description: DESCRIPTION_REQUIRED,
      models: MODELS_REQUIRED,
    });
  });

  it('treats blank text as missing', () => {
    const errors = validateProduct({ product_name: '  ', description: '\n', models: ['orders'] });
    expect(errors).toEqual({ product_name: PRODUCT_NAME_REQUIRED, description: DESCRIPTION_REQUIRED });
  });

  it('lists errors in the order of the fields, so the first invalid field gets focus', () => {
    expect(Object.keys(validateProduct({ product_name: '', description: '', models: [] }))).toEqual([
      'product_name',
      'description',
      'models',
    ]);
  });

  it('passes a complete product', () => {
    expect(validateProduct({ product_name: 'Tier', description: 'd', models: ['orders'] })).toEqual({});
  });
});

describe('productWrite', () => {
  it('trims text and sends each model once, sorted', () => {
    expect(
      productWrite({ product_name: ' Premium ', description: ' All data. ', models: ['b', 'a', 'b'] }),
    ).toEqual({ product_name: 'Premium', description: 'All data.', models: ['a', 'b'] });
  });
});
