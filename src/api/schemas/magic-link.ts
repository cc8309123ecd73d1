import * as v from 'valibot';

/** Magic links expire this long after created_at (SPEC.md §9). */
export const MAGIC_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A shareable onboarding link; `link` opens the recipient's onboarding page. */
export const magicLink = v.object({
  id: v.string(),
  name: v.string(),
  recipient_id: v.string(),
  id_in_provider_system: v.string(),
  vendor: v.string(),
  host: v.nullable(v.string()),
  link: v.string(),
  has_been_used: v.boolean(),
  created_at: v.string(),
});
export type MagicLink = v.InferOutput<typeof magicLink>;
export const magicLinkListReply = v.object({ magic_links: v.array(magicLink) });
export const magicLinkReply = v.object({ magic_link: magicLink });
