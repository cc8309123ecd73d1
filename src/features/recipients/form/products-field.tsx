/**
 * The products a recipient receives, as checkboxes from `GET /export/products` (SPEC.md §5). When the
 * catalogue cannot be read the rule cannot be checked: the field says so and offers a retry, and an
 * edit keeps the stored products (they are not sent).
 */
import { css, cx } from 'styled-system/css';
import type { Product } from '../../../api/schemas/product.ts';
import { TextLink } from '../../../components/data/text-link.tsx';
import { ChecklistField } from '../../../components/form/checklist-field.tsx';
import { choiceError, choiceGroup, choiceLegend } from '../../../components/form/choice-styles.ts';
import { Button, Spinner } from '../../../components/ui/index.ts';
import { FIELD_LABELS } from './recipient-draft.ts';

export type ProductCatalogue =
  | { status: 'ready'; products: readonly Product[] }
  | { status: 'loading' }
  | { status: 'unavailable'; retry: () => void };

interface ProductsFieldProps {
  catalogue: ProductCatalogue;
  value: readonly string[];
  onValueChange: (products: string[]) => void;
  error: string | undefined;
}

const box = css({ display: 'grid', gap: '1.5' });
const note = css({ textStyle: 'sm', color: 'fg.muted', display: 'flex', flexWrap: 'wrap', gap: '2' });

export function ProductsField({ catalogue, value, onValueChange, error }: ProductsFieldProps) {
  if (catalogue.status !== 'ready') {
    return (
      <fieldset className={cx(choiceGroup, box)}>
        <legend className={choiceLegend}>{FIELD_LABELS.products}</legend>
        {catalogue.status === 'loading' ? (
          <Spinner size="sm" label="Loading products" />
        ) : (
          <p className={note}>
            The product list could not be loaded, so products cannot be chosen right now.
            <Button variant="outline" size="xs" onClick={catalogue.retry}>
              Try again
            </Button>
          </p>
        )}
        {value.length > 0 && <p className={note}>Now: {value.join(', ')}</p>}
        {error && <p className={choiceError}>{error}</p>}
      </fieldset>
    );
  }
  // A product the recipient has stays offered even if the catalogue no longer lists it.
  const names = [...new Set([...catalogue.products.map((p) => p.product_name), ...value])].sort((a, b) =>
    a.localeCompare(b),
  );
  return (
    <div className={box}>
      <ChecklistField
        name="products"
        label={FIELD_LABELS.products}
        description="The data this recipient receives: each product is a named group of models. Choose at least one."
        options={names.map((n) => ({ value: n, label: n }))}
        value={value}
        onValueChange={onValueChange}
        error={error}
      />
      {names.length === 0 && (
        <p className={note}>
          There are no products yet. <TextLink to="/models/products/new">Create a product</TextLink>
        </p>
      )}
    </div>
  );
}
