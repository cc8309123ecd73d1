import type { ProductField } from './product-values.ts';

/**
 * Which field a refused save is about, so its message can sit next to that field (as well as in the
 * toast). The server names the field at the start of a 422 (`product.description: …`,
 * `product.models: unknown model "x"`) and answers a taken name with 409.
 */
const FIELDS: readonly ProductField[] = ['product_name', 'description', 'models'];
const LEADING_PATH = /^(?:product\.)?([a-z_]+)\b/;
const DUPLICATE_NAME_STATUS = 409;

export function fieldOfSaveError(status: number, message: string): ProductField | null {
  if (status === DUPLICATE_NAME_STATUS) return 'product_name';
  const name = LEADING_PATH.exec(message.trim())?.[1];
  return FIELDS.find((f) => f === name) ?? null;
}
