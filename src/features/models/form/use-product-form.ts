import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { Product } from '../../../api/schemas/product.ts';
import { useFormDraft } from '../../../components/form/use-form-draft.ts';
import { useSession } from '../../auth/session.ts';
import {
  blankProduct,
  type ProductErrors,
  type ProductValues,
  productValues,
  productWrite,
  validateProduct,
} from './product-values.ts';
import { fieldOfSaveError } from './server-field.ts';
import { useSaveProduct } from './use-save-product.ts';

/**
 * The product form's state and submit: values, errors by field (cleared as the field changes), a
 * failure that is about no field, and focus moved to the first invalid field after each check. A
 * refused save keeps the values as typed; what is typed is kept as a draft until it is saved or
 * discarded.
 */
export function useProductForm(product: Product | undefined) {
  const initial = useMemo(() => (product ? productValues(product) : blankProduct()), [product]);
  const [values, setValues] = useState<ProductValues>(initial);
  const draft = useFormDraft({
    session: useSession(),
    formId: product ? `product:${product.id}:edit` : 'product:new',
    values,
    initial,
    restore: setValues,
  });
  const [errors, setErrors] = useState<ProductErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveProduct();

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const change = <K extends keyof ProductValues>(field: K, value: ProductValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.saving) return;
    const found = validateProduct(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const write = productWrite(values);
    const outcome = product ? await save.update(product, write) : await save.create(write);
    if (outcome.ok) return void draft.clear();
    const field = fieldOfSaveError(outcome.status, outcome.message);
    if (field) {
      setErrors({ [field]: outcome.message });
      setFocusRequest((n) => n + 1);
    } else {
      setFailure(outcome.message);
    }
  };

  return { formRef, values, errors, failure, saving: save.saving, change, submit, draft };
}
