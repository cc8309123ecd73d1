import type { Product } from '../../api/schemas/product.ts';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { RelativeTime } from '../../components/data/relative-time.tsx';
import { formatCount, pluralize } from '../../lib/format.ts';
import { areaLinks } from './hrefs.ts';
import { ModelBadges } from './model-badges.tsx';
import { wrapText } from './wrap-text.ts';

const columns: readonly [Column<Product>, ...Column<Product>[]] = [
  { header: 'Product Name', cell: (p) => p.product_name },
  { header: 'Models', cell: (p) => <ModelBadges models={p.models} /> },
  { header: 'Description', cell: (p) => <span className={wrapText}>{p.description}</span> },
  { header: 'Created At', cell: (p) => <RelativeTime iso={p.created_at} /> },
];

export const productCountText = (n: number) => `${formatCount(n)} ${pluralize(n, 'product', 'products')}`;

/** The /models/products list (SPEC.md §2.6) with its product count; each row opens the product. */
export function ProductsTable({ products }: { products: readonly Product[] }) {
  return (
    <DataTable
      label="Products"
      columns={columns}
      rows={products}
      rowKey={(p) => p.id}
      rowLink={(p) => areaLinks.product(p.id)}
      footer={productCountText(products.length)}
    />
  );
}
