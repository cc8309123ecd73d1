import { describe, expect, it } from 'vitest';
import type { Recipient } from '../../../api/schemas/recipient.ts';
import {
  BLANK_DRAFT,
  changedFields,
  draftOf,
  PRODUCTS_REQUIRED,
  toWrite,
  validateDraft,
} from './recipient-draft.ts';

const stored: Recipient = {
  id: '3f1c2a4e-9b7d-4c1a-8e2f-0123456789ab',
  name: 'Acme',
  id_in_provider_system: 'acme',
  products: ['Billing', 'Commerce'],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('validateDraft', () => {
  it('names each missing field, and asks for a product when the catalogue is available', () => {
    expect(validateDraft(BLANK_DRAFT, { mode: 'create', productsAvailable: true })).toEqual({
      name: 'Name is required.',
      id_in_provider_system: 'ID in Provider System is required.',
      products: PRODUCTS_REQUIRED,
    });
    expect(PRODUCTS_REQUIRED).toBe('Must select at least one product');
  });

  it('treats blank text as missing', () => {
    const draft = { name: '   ', id_in_provider_system: '\t', products: ['Billing'] };
    expect(Object.keys(validateDraft(draft, { mode: 'create', productsAvailable: true }))).toEqual([
      'name',
      'id_in_provider_system',
    ]);
  });

  it('does not ask for products it cannot offer', () => {
    const draft = { name: 'A', id_in_provider_system: 'a', products: [] };
    expect(validateDraft(draft, { mode: 'create', productsAvailable: false })).toEqual({});
  });

  it('on edit ignores the locked ID in Provider System', () => {
    const draft = { ...draftOf(stored), id_in_provider_system: '' };
    expect(validateDraft(draft, { mode: 'edit', productsAvailable: true })).toEqual({});
  });
});

describe('toWrite', () => {
  it('trims text and sends each product once', () => {
    expect(toWrite({ name: ' Acme ', id_in_provider_system: ' acme-1 ', products: ['B', 'A', 'B'] })).toEqual(
      { name: 'Acme', id_in_provider_system: 'acme-1', products: ['A', 'B'] },
    );
  });
});

describe('changedFields', () => {
  it('is empty when nothing changed, whatever the order of the products', () => {
    expect(changedFields({ ...draftOf(stored), products: ['Commerce', 'Billing'] }, stored)).toEqual({});
    expect(changedFields({ ...draftOf(stored), name: ' Acme ' }, stored)).toEqual({});
  });

  it('sends only the name when only the name changed', () => {
    expect(changedFields({ ...draftOf(stored), name: 'Acme Ltd' }, stored)).toEqual({ name: 'Acme Ltd' });
  });

  it('sends the whole product list when the set changed', () => {
    expect(changedFields({ ...draftOf(stored), products: ['Commerce'] }, stored)).toEqual({
      products: ['Commerce'],
    });
    expect(changedFields({ ...draftOf(stored), products: ['Gold', 'Billing', 'Commerce'] }, stored)).toEqual({
      products: ['Billing', 'Commerce', 'Gold'],
    });
  });

  it('never sends the ID in Provider System, nor products it could not offer', () => {
    const draft = { name: 'Acme', id_in_provider_system: 'other', products: [] };
    expect(changedFields(draft, stored, false)).toEqual({});
  });
});
