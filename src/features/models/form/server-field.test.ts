import { describe, expect, it } from 'vitest';
import { fieldOfSaveError } from './server-field.ts';

describe('fieldOfSaveError', () => {
  it('puts a taken name (409) on the name field', () => {
    expect(fieldOfSaveError(409, 'A product named "Billing" already exists.')).toBe('product_name');
  });

  it('reads the field a 422 names first', () => {
    expect(fieldOfSaveError(422, 'product.description: description is required')).toBe('description');
    expect(fieldOfSaveError(422, 'product.models: unknown models "nope", "gone"')).toBe('models');
    expect(fieldOfSaveError(422, 'product.product_name: product_name is required')).toBe('product_name');
  });

  it('leaves other failures to the form as a whole', () => {
    expect(fieldOfSaveError(403, '"default" is a system product and cannot be edited.')).toBeNull();
    expect(fieldOfSaveError(422, 'product: product must be a JSON object (received null)')).toBeNull();
    expect(fieldOfSaveError(0, 'Failed to post product.')).toBeNull();
  });
});
