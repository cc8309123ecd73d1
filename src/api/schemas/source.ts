import * as v from 'valibot';

/**
 * A source as read: flat at the top, vendor settings in one nested object keyed by the vendor name
 * (as destinations). Secrets are never returned, so the object is loose.
 */
export const source = v.looseObject({
  id: v.string(),
  name: v.string(),
  vendor: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Source = v.InferOutput<typeof source>;
export const sourceListReply = v.object({ sources: v.array(source) });
export const sourceReply = v.object({ source });
