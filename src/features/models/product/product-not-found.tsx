import { Navigate } from '@tanstack/react-router';
import { isBufoId } from '../../../components/bufo/bufo-id.ts';
import { BufoPage } from '../../../components/bufo/bufo-page.tsx';
import { areaLinks } from '../hrefs.ts';

/** An id the server does not know (SPEC.md §2.6): a frog for a bufo id, else back to the products. */
export function ProductNotFound({ productId }: { productId: string }) {
  return isBufoId(productId) ? (
    <BufoPage title="Product not found" back={areaLinks.products} backLabel="Back to products" />
  ) : (
    <Navigate to="/models/products" replace />
  );
}
