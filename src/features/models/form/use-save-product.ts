import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { productsApi } from '../../../api/endpoints/products.ts';
import { isApiError } from '../../../api/errors.ts';
import type { Product, ProductWrite } from '../../../api/schemas/product.ts';
import { showToast } from '../../../components/ui/index.ts';
import { productHref } from '../hrefs.ts';
import { productKeys } from '../queries.ts';
import { productChanges } from './product-values.ts';

export type SaveOutcome =
  | { ok: true; product: Product | null }
  | { ok: false; error: unknown; message: string };

export const PRODUCT_CREATED_TEXT = 'Product created successfully!';
export const PRODUCT_UPDATED_TEXT = 'Product updated successfully!';

/**
 * Saving a product (SPEC.md §5, §8): create → toast → the new product's page; edit sends only what
 * changed → toast → back to the product (Back then leads to the list, not into the form again).
 * Products are invalidated so every list shows the change. A refusal leaves the form as typed and is
 * returned so the form can put it by its field; the shell has already toasted it.
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const attempt = async (write: () => Promise<Product | null>, toast: string): Promise<SaveOutcome> => {
    setSaving(true);
    let saved: Product | null;
    try {
      saved = await write();
    } catch (error) {
      setSaving(false);
      return { ok: false, error, message: isApiError(error) ? error.message : String(error) };
    }
    if (saved) {
      showToast({ kind: 'SUCCESS', message: toast });
      queryClient.setQueryData(productKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: productKeys.root() });
    }
    setSaving(false);
    return { ok: true, product: saved };
  };

  // On the product's page, Back then leads to the list rather than into the form again.
  const toProduct = (id: string) =>
    navigate({ href: productHref(id), state: (previous) => ({ ...previous, from: 'edit' }) });

  const create = async (product: ProductWrite) => {
    const outcome = await attempt(() => productsApi.create(product), PRODUCT_CREATED_TEXT);
    if (outcome.ok && outcome.product) await toProduct(outcome.product.id);
    return outcome;
  };

  /** Nothing changed: nothing is sent and nothing is announced; the user goes back to the product. */
  const update = async (stored: Product, next: ProductWrite) => {
    const changes = productChanges(next, stored);
    const outcome = await attempt(
      () =>
        Object.keys(changes).length > 0 ? productsApi.update(stored.id, changes) : Promise.resolve(null),
      PRODUCT_UPDATED_TEXT,
    );
    if (outcome.ok) await toProduct(stored.id);
    return outcome;
  };

  return { saving, create, update };
}
