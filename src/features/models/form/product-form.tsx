import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { Product } from '../../../api/schemas/product.ts';
import { TextLink } from '../../../components/data/text-link.tsx';
import { DraftNotice } from '../../../components/form/draft-notice.tsx';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { Button } from '../../../components/ui/index.ts';
import { InlineAlert } from '../inline-alert.tsx';
import { ModelPicker } from './model-picker.tsx';
import { TextField } from './text-field.tsx';
import { useProductForm } from './use-product-form.ts';

export const SAVING_PRODUCT_TEXT = 'Saving Product...';
const DESCRIPTION_ROWS = 3;

interface ProductFormProps {
  /** The stored product when editing; absent when creating. */
  product?: Product;
  /** Every model name, sorted. */
  models: readonly string[];
  cancelHref: string;
}

const plain = css({ border: 'none', p: '0', m: '0', minW: '0', display: 'grid', gap: '6' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const cancel = cx(button({ variant: 'ghost' }), css({ minH: { base: '11', md: 'unset' } }));

/**
 * The product form (SPEC.md §2.6, §5). Problems are shown next to their field and the first one gets
 * focus; while saving every input is disabled; a refused save keeps what was typed and puts the
 * server's words by the field they are about (or above the buttons when they are about none).
 * Offline the submit button is disabled with the reason.
 */
export function ProductForm({ product, models, cancelHref }: ProductFormProps) {
  const { formRef, values, errors, failure, saving, change, submit, draft } = useProductForm(product);
  const write = useOfflineWrite();
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={product ? 'Edit product' : 'New product'}
      onSubmit={(e) => void submit(e)}
    >
      <fieldset disabled={saving} className={plain}>
        <DraftNotice draft={draft} />
        <TextField
          name="product_name"
          label="Product Name"
          value={values.product_name}
          onValueChange={(v) => change('product_name', v)}
          error={errors.product_name}
          placeholder="e.g. Premium"
        />
        <TextField
          name="description"
          label="Description"
          value={values.description}
          onValueChange={(v) => change('description', v)}
          error={errors.description}
          description="What this tier gives a recipient, e.g. 'Orders and customers, refreshed hourly'."
          rows={DESCRIPTION_ROWS}
        />
        <ModelPicker
          options={models}
          value={values.models}
          onValueChange={(v) => change('models', v)}
          error={errors.models}
        />
        {failure && <InlineAlert title="The product was not saved." message={failure} />}
        <div className={actions}>
          <Button
            type="submit"
            loading={saving}
            disabled={write.offline}
            aria-describedby={write.describedBy()}
          >
            {saving ? SAVING_PRODUCT_TEXT : product ? 'Save Product' : 'Create Product'}
          </Button>
          <TextLink to={cancelHref} className={cancel}>
            Cancel
          </TextLink>
          <OfflineReason write={write} />
        </div>
      </fieldset>
    </form>
  );
}
