import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { productsApi } from '../../../api/endpoints/products.ts';
import type { Product, ProductWrite } from '../../../api/schemas/product.ts';
import { sendChanges, useSave } from '../../../components/form/use-save.ts';
import { showToast } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { productHref } from '../hrefs.ts';
import { productKeys } from '../queries.ts';
import { productChanges } from './product-values.ts';

export const PRODUCT_CREATED_TEXT = 'Product created successfully!';
export const PRODUCT_UPDATED_TEXT = 'Product updated successfully!';

/**
 * Saving a product (SPEC.md §5, §8): create → toast → the new product's page; edit sends only what
 * changed → toast → back to the product (Back then leads to the list, not into the form again).
 * Products are invalidated so every list shows the change. A refusal leaves the form as typed and is
 * returned so the form can put it by its field; the shell has already toasted it.
 */
export function useSaveProduct() {
  const environment = useEnvironment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { saving, save } = useSave();

  /** Then, on the product's page, Back leads to the list rather than into the form again. */
  const attempt = (write: () => Promise<Product | null>, toast: string, fallbackId?: string) =>
    save(write, async (saved) => {
      if (saved) {
        showToast({ kind: 'SUCCESS', message: toast });
        queryClient.setQueryData(productKeys.detail(environment, saved.id), saved);
        await queryClient.invalidateQueries({ queryKey: productKeys.root(environment) });
      }
      const id = saved?.id ?? fallbackId;
      if (id) await navigate({ href: productHref(id), state: (previous) => ({ ...previous, from: 'edit' }) });
    });

  const create = (product: ProductWrite) => attempt(() => productsApi.create(product), PRODUCT_CREATED_TEXT);

  /** Nothing changed: nothing is sent and nothing is announced; the user goes back to the product. */
  const update = (stored: Product, next: ProductWrite) =>
    attempt(
      () => sendChanges(productChanges(next, stored), (c) => productsApi.update(stored.id, c)),
      PRODUCT_UPDATED_TEXT,
      stored.id,
    );

  return { saving, create, update };
}
