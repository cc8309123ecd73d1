import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { Product } from '../../../api/schemas/product.ts';
import { TextLink } from '../../../components/data/text-link.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormShell, SubmitBar } from '../../../components/form/form-shell.tsx';
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

const layout = css({ gap: '6' });
const cancel = cx(button({ variant: 'ghost' }), css({ minH: { base: '11', md: 'unset' } }));

/**
 * The product form (SPEC.md §2.6, §5). Problems are shown next to their field and the first one gets
 * focus; while saving every input is disabled; a refused save keeps what was typed and puts the
 * server's words by the field they are about (or above the buttons when they are about none).
 * Offline the submit button is disabled with the reason.
 */
export function ProductForm({ product, models, cancelHref }: ProductFormProps) {
  const form = useProductForm(product);
  const { values, errors, failure, saving, change, submit } = form;
  return (
    <FormShell
      form={form}
      label={product ? 'Edit product' : 'New product'}
      saving={saving}
      onSubmit={submit}
      className={layout}
    >
      <TextField
        name="product_name"
        label="Product Name"
        value={values.product_name}
        onValueChange={(product_name) => change({ product_name })}
        error={errors.product_name}
        placeholder="e.g. Premium"
      />
      <TextField
        name="description"
        label="Description"
        value={values.description}
        onValueChange={(description) => change({ description })}
        error={errors.description}
        description="What this tier gives a recipient, e.g. 'Orders and customers, refreshed hourly'."
        rows={DESCRIPTION_ROWS}
      />
      <ModelPicker
        options={models}
        value={values.models}
        onValueChange={(models) => change({ models })}
        error={errors.models}
      />
      {failure && <ErrorAlert title="The product was not saved." detail={failure} />}
      <SubmitBar
        saving={saving}
        label={product ? 'Save Product' : 'Create Product'}
        busyLabel={SAVING_PRODUCT_TEXT}
      >
        <TextLink to={cancelHref} className={cancel}>
          Cancel
        </TextLink>
      </SubmitBar>
    </FormShell>
  );
}
