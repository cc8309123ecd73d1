import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { QueryView } from '../../components/data/query-view.tsx';
import { EmptyState } from '../../components/data/states.tsx';
import { TextLink } from '../../components/data/text-link.tsx';
import { useEnvironment } from '../auth/environment.ts';
import { AreaHeader } from './area-header.tsx';
import { areaLinks } from './hrefs.ts';
import { ProductsTable } from './products-table.tsx';
import { productQueries } from './queries.ts';

export const NO_PRODUCTS_TEXT = 'You have not created any products';

// Touch targets of 44 px on phones, like the base Button.
const createLink = cx(button({ variant: 'solid' }), css({ minH: { base: '11', md: 'unset' } }));

function CreateProductLink() {
  return (
    <TextLink {...areaLinks.newProduct} className={createLink}>
      Create Product
    </TextLink>
  );
}

/**
 * SPEC.md §2.6 empty state. The platform's system product always exists, so "none created" means none
 * but system products: the explanation shows above the system product's row.
 */
function NoProducts() {
  return (
    <EmptyState>
      <p className={css({ fontWeight: 'semibold', color: 'fg.default' })}>{NO_PRODUCTS_TEXT}</p>
      <p className={css({ maxW: 'prose' })}>
        Products group models into tiers that a recipient can buy, for example a Basic tier with orders and a
        Premium tier that adds customers and refunds. A recipient receives the models of the products it has.
      </p>
      <CreateProductLink />
    </EmptyState>
  );
}

/** /models/products: every product with its models, and the product count. */
export function ProductsPage() {
  const environment = useEnvironment();
  const query = useQuery(productQueries.all(environment));
  return (
    <section aria-labelledby="models-area-heading">
      <AreaHeader actions={<CreateProductLink />} />
      <QueryView query={query} loadingLabel="Loading products">
        {(products) => (
          <div className={css({ display: 'grid', gap: '4' })}>
            {products.every((p) => p.is_system_product) && <NoProducts />}
            {products.length > 0 && <ProductsTable products={products} />}
          </div>
        )}
      </QueryView>
    </section>
  );
}
