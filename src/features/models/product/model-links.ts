import type { Model } from '../../../api/schemas/model.ts';

export interface ModelLink {
  name: string;
  /** The model's id, when the models list knows the name (it may still be loading, or be gone). */
  id: string | undefined;
}

/** A product names its models; their pages are by id, so names are looked up in the models list. */
export function modelLinks(names: readonly string[], models: readonly Model[] | undefined): ModelLink[] {
  const ids = new Map((models ?? []).map((m) => [m.model_name, m.id]));
  return names.map((name) => ({ name, id: ids.get(name) }));
}
