/**
 * The models area's queries. Models and products are read by the destination and recipient screens
 * too, so their key and query factories live beside the endpoints (features do not import each other).
 */
import { modelKeys } from '../../api/endpoints/models.ts';
import { productKeys } from '../../api/endpoints/products.ts';
import type { SearchableKeys } from '../../api/query-keys.ts';

export { modelKeys, modelQueries } from '../../api/endpoints/models.ts';
export { productKeys, productQueries } from '../../api/endpoints/products.ts';

/** The model and product keys the command palette indexes. */
export const searchableModelKeys: SearchableKeys = modelKeys;
export const searchableProductKeys: SearchableKeys = productKeys;
