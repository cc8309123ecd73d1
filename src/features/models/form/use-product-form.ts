import { type FormEvent, useMemo, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import type { Product } from '../../../api/schemas/product.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { useSession } from '../../auth/session.ts';
import {
  blankProduct,
  type ProductValues,
  productValues,
  productWrite,
  serverErrorsOf,
  validateProduct,
} from './product-values.ts';
import { useSaveProduct } from './use-save-product.ts';

/**
 * The product form's state and submit: the form kit's values, errors by field (cleared as the field
 * changes), draft and focus on the first invalid field, and a failure that is about no field. A refused
 * save keeps the values as typed.
 */
export function useProductForm(product: Product | undefined) {
  const initial = useMemo(() => (product ? productValues(product) : blankProduct()), [product]);
  const form = useForm<ProductValues>({
    initial,
    draft: { session: useSession(), formId: product ? `product:${product.id}:edit` : 'product:new' },
    // The model picker's filter box sits in its fieldset: focus goes to the invalid boxes themselves.
    invalidSelector: '[aria-invalid="true"]',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveProduct();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.saving) return;
    setFailure(null);
    if (!form.check(validateProduct(form.values))) return;
    const write = productWrite(form.values);
    const outcome = product ? await save.update(product, write) : await save.create(write);
    if (outcome.ok) return void form.draft.clear();
    const found = serverErrorsOf(outcome.error);
    if (Object.keys(found).length > 0) form.addErrors(found);
    else setFailure(isApiError(outcome.error) ? outcome.error.message : String(outcome.error));
  };

  return { ...form, failure, saving: save.saving, submit };
}
