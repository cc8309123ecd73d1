import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { sentence, serverFieldErrors } from './server-errors.ts';

const recipient = {
  fields: ['name', 'id_in_provider_system', 'products'],
  entity: 'recipient',
  conflictField: 'id_in_provider_system',
  word: (_field: string, problem: string) => sentence(problem),
};

describe('serverFieldErrors, each problem worded', () => {
  it('puts a duplicate (409) on its field, in the server words', () => {
    const message = 'A recipient with id_in_provider_system "acme" already exists.';
    expect(serverFieldErrors(new ApiError(message, 409, false), recipient)).toEqual({
      id_in_provider_system: message,
    });
  });

  it('splits a 422 into its fields, an index counting for its list', () => {
    const error = new ApiError(
      'recipient.name: name is required; recipient.products: unknown product "Gold"',
      422,
      false,
    );
    expect(serverFieldErrors(error, recipient)).toEqual({
      name: 'Name is required',
      products: 'Unknown product "Gold"',
    });
    const indexed = new ApiError(
      'recipient.products.0: products must be string (received number)',
      422,
      false,
    );
    expect(serverFieldErrors(indexed, recipient)).toEqual({
      products: 'Products must be string (received number)',
    });
  });

  it('leaves anything else to the toast', () => {
    expect(serverFieldErrors(new ApiError('Failed to post recipient.', 500, false), recipient)).toEqual({});
    const body = new ApiError('body: the request body must be a JSON object', 422, false);
    expect(serverFieldErrors(body, recipient)).toEqual({});
    expect(
      serverFieldErrors(new ApiError('recipient: recipient is required', 422, false), recipient),
    ).toEqual({});
    expect(serverFieldErrors(new Error('recipient.name: nope'), recipient)).toEqual({});
  });
});

describe('serverFieldErrors, the whole message', () => {
  const product = { fields: ['product_name', 'description', 'models'], conflictField: 'product_name' };
  const fail = (message: string, status = 422) => new ApiError(message, status, false);

  it('puts the message on the field it starts with, with or without the entity', () => {
    expect(serverFieldErrors(fail('product.description: description is required'), product)).toEqual({
      description: 'product.description: description is required',
    });
    expect(serverFieldErrors(fail('models: unknown models "nope"'), product)).toEqual({
      models: 'models: unknown models "nope"',
    });
  });

  it('reads the last name of a form tree path', () => {
    const tree = { fields: ['host', 'password'] };
    const message = 'postgres.password_auth.password is required';
    expect(serverFieldErrors(fail(message), tree)).toEqual({ password: message });
    expect(serverFieldErrors(fail('postgres.port must be a number'), tree)).toEqual({});
  });

  it('with an entity, counts only its paths', () => {
    const link = { fields: ['host', 'name'], entity: 'magic_link' };
    expect(serverFieldErrors(fail('magic_link.host: host is required'), link)).toEqual({
      host: 'magic_link.host: host is required',
    });
    expect(serverFieldErrors(fail('host: host is required'), link)).toEqual({});
  });

  it('leaves other failures to the form as a whole', () => {
    expect(serverFieldErrors(fail('A product named "Billing" already exists.', 409), product)).toEqual({
      product_name: 'A product named "Billing" already exists.',
    });
    expect(serverFieldErrors(fail('"default" is a system product.', 403), product)).toEqual({});
    expect(
      serverFieldErrors(fail('product: product must be a JSON object (received null)'), product),
    ).toEqual({});
    expect(serverFieldErrors('nope', product)).toEqual({});
  });
});
