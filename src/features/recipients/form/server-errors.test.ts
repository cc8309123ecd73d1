import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { fieldErrorsOf } from './server-errors.ts';

describe('fieldErrorsOf', () => {
  it('puts a duplicate (409) on the ID in Provider System, in the server words', () => {
    const message = 'A recipient with id_in_provider_system "acme" already exists.';
    expect(fieldErrorsOf(new ApiError(message, 409, false))).toEqual({ id_in_provider_system: message });
  });

  it('splits a 422 into its fields', () => {
    const error = new ApiError(
      'recipient.name: name is required; recipient.products: unknown product "Gold"',
      422,
      false,
    );
    expect(fieldErrorsOf(error)).toEqual({ name: 'Name is required', products: 'Unknown product "Gold"' });
    expect(
      fieldErrorsOf(
        new ApiError('recipient.products.0: products must be string (received number)', 422, false),
      ),
    ).toEqual({ products: 'Products must be string (received number)' });
  });

  it('leaves anything else to the toast', () => {
    expect(fieldErrorsOf(new ApiError('Failed to post recipient.', 500, false))).toEqual({});
    expect(fieldErrorsOf(new ApiError('body: the request body must be a JSON object', 422, false))).toEqual(
      {},
    );
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});
