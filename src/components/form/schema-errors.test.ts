import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { filled, schemaErrors } from './schema-errors.ts';

const schema = v.object({
  name: filled('Name is required.'),
  url: v.pipe(filled('URL is required.'), v.url('URL must be a web address.')),
  products: v.pipe(v.array(v.string('Each product is a name.')), v.minLength(1, 'Pick a product.')),
});

describe('schemaErrors', () => {
  it("gives each field's first message, in the words the schema carries", () => {
    expect(schemaErrors(schema, { name: '  ', url: '', products: [] })).toEqual({
      name: 'Name is required.',
      url: 'URL is required.',
      products: 'Pick a product.',
    });
    expect(schemaErrors(schema, { name: 'a', url: 'nope', products: ['x'] })).toEqual({
      url: 'URL must be a web address.',
    });
  });

  it('puts a problem inside a list on the list, and lists fields in the order checked', () => {
    const errors = schemaErrors(schema, { name: '', url: 'https://a.example', products: [1] });
    expect(errors).toEqual({ name: 'Name is required.', products: 'Each product is a name.' });
    expect(Object.keys(errors)).toEqual(['name', 'products']);
  });

  it('is empty for valid values', () => {
    expect(schemaErrors(schema, { name: 'a', url: 'https://a.example', products: ['x'] })).toEqual({});
  });
});
