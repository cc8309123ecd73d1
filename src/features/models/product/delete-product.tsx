import { productsApi } from '../../../api/endpoints/products.ts';
import { DeleteAction } from '../../../components/detail/delete-action.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { PRODUCTS_HREF } from '../hrefs.ts';
import { productKeys } from '../queries.ts';

export const DELETE_PRODUCT_TEXT =
  'Are you sure you want to delete this product? This action cannot be undone.';

/**
 * Delete product (SPEC.md §2.6): after confirmation DELETE, then to /models/products; the product's
 * own query is dropped and the list refreshed. A failure is toasted by the shell ('Failed to delete
 * product.' or the server's message) and the dialog stays open to try again or cancel.
 */
export function DeleteProduct({ productId }: { productId: string }) {
  const environment = useEnvironment();
  return (
    <DeleteAction
      label="Delete product"
      description="Recipients that buy this product lose access to its models."
      confirmation={DELETE_PRODUCT_TEXT}
      remove={() => productsApi.remove(productId)}
      listHref={PRODUCTS_HREF}
      itemKeys={[productKeys.detail(environment, productId)]}
      refresh={(queryClient) => queryClient.invalidateQueries({ queryKey: productKeys.root(environment) })}
    />
  );
}
