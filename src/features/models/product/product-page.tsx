import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { Product } from '../../../api/schemas/product.ts';
import { TextLink } from '../../../components/data/text-link.tsx';
import { BackButton } from '../../../components/detail/back-button.tsx';
import { DangerRow } from '../../../components/detail/danger-row.tsx';
import { DangerZone } from '../../../components/detail/danger-zone.tsx';
import { InfoCard, InfoItem } from '../../../components/detail/info-card.tsx';
import { Badge } from '../../../components/ui/index.ts';
import { formatTimestamp } from '../../../lib/time.ts';
import { areaLinks, PRODUCTS_HREF } from '../hrefs.ts';
import { DeleteProduct } from './delete-product.tsx';
import { ProductModels } from './product-models.tsx';
import { SystemProductNote } from './system-product-note.tsx';

const bar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '1' });
const title = css({ textStyle: '2xl', fontWeight: 'semibold', minW: '0', overflowWrap: 'anywhere' });

/**
 * /models/products/{id} (SPEC.md §2.6): Description and Models. The Danger Zone (edit, delete) is
 * not offered for a system product, which the platform maintains; a note says why instead.
 */
export function ProductPage({ product }: { product: Product }) {
  return (
    <article aria-labelledby="product-heading" className={css({ display: 'grid', gap: '6' })}>
      <header>
        <BackButton listHref={PRODUCTS_HREF} />
        <div className={bar}>
          <h1 id="product-heading" className={title}>
            {product.product_name}
          </h1>
          {product.is_system_product && <Badge size="md">System product</Badge>}
        </div>
      </header>
      <InfoCard title="Details">
        <InfoItem term="Description">{product.description}</InfoItem>
        <InfoItem term="Models">
          <ProductModels names={product.models} />
        </InfoItem>
        <InfoItem term="Created At">{formatTimestamp(product.created_at)}</InfoItem>
      </InfoCard>
      {product.is_system_product ? (
        <SystemProductNote />
      ) : (
        <DangerZone>
          <DangerRow title="Edit product" description="Change its name, description or models.">
            <TextLink
              {...areaLinks.productEdit(product.id)}
              className={cx(button({ variant: 'outline' }), css({ minH: '11' }))}
            >
              Edit product
            </TextLink>
          </DangerRow>
          <DeleteProduct productId={product.id} />
        </DangerZone>
      )}
    </article>
  );
}
