import type { Destination } from '../../../api/schemas/destination.ts';
import type { Product } from '../../../api/schemas/product.ts';

/** The all-models marker (SPEC.md §9): `["*"]` means all current and future models. */
export const ALL_MODELS_MARKER = '*';

/**
 * Whether nothing narrows the destination's models: `["*"]`, or `[]` as the public API may send it
 * (SPEC.md §5 "or all if none restrict"; the server reads `[]` the same way).
 */
export const receivesAllModels = (enabledModels: readonly string[]) =>
  enabledModels.length === 0 || enabledModels.includes(ALL_MODELS_MARKER);

/**
 * The models a sync or full refresh may offer (SPEC.md §5): those of the destination's products,
 * narrowed to its enabled models unless they are `["*"]` or `[]`; sorted alphabetically, each once.
 */
export function availableModels(
  destination: Pick<Destination, 'products' | 'enabled_models'>,
  products: readonly Pick<Product, 'product_name' | 'models'>[],
): string[] {
  const chosen = new Set(destination.products);
  const inProducts = new Set(products.filter((p) => chosen.has(p.product_name)).flatMap((p) => p.models));
  const enabled = receivesAllModels(destination.enabled_models) ? null : new Set(destination.enabled_models);
  return [...inProducts].filter((m) => enabled === null || enabled.has(m)).sort((a, b) => a.localeCompare(b));
}
