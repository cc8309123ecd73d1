import * as v from 'valibot';
import { destination } from './destination.ts';
import { formDefinition } from './form.ts';
import { destinationVendorInfo } from './vendor.ts';

/** Magic links expire this long after created_at (SPEC.md §9). */
export const MAGIC_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A shareable onboarding link; `link` opens the recipient's onboarding page. The fields after
 * `created_at` are the generation choices and the expiry; optional so a leaner API still parses.
 */
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
  expires_at: v.optional(v.string()),
  updated_at: v.optional(v.string()),
  bucket_name: v.optional(v.nullable(v.string())),
  bucket_vendor: v.optional(v.nullable(v.string())),
  bucket_access_id: v.optional(v.nullable(v.string())),
  metastore: v.optional(v.nullable(v.string())),
  set_destination_enabled: v.optional(v.boolean()),
  redirect_url: v.optional(v.nullable(v.string())),
});
export type MagicLink = v.InferOutput<typeof magicLink>;
export const magicLinkListReply = v.object({ magic_links: v.array(magicLink) });
export const magicLinkReply = v.object({ magic_link: magicLink });

/** A blank text counts as not given (the console sends cleared inputs as ""). */
const optionalText = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  ),
);

/**
 * `POST /magic-links {magic_link}` (SPEC.md §3 generation payload). Which of host, bucket_name,
 * bucket_vendor, bucket_access_id and metastore are required depends on the vendor's form; the server
 * checks that after this shape (SPEC.md §5).
 */
export const magicLinkWrite = v.object({
  name: v.pipe(v.string('name is required'), v.trim(), v.nonEmpty('name is required')),
  recipient_id: v.pipe(
    v.string('recipient_id is required'),
    v.trim(),
    v.nonEmpty('recipient_id is required'),
  ),
  vendor: v.pipe(v.string('vendor is required'), v.trim(), v.nonEmpty('vendor is required')),
  host: optionalText,
  bucket_name: optionalText,
  bucket_vendor: optionalText,
  bucket_access_id: optionalText,
  metastore: optionalText,
  set_destination_enabled: v.optional(v.boolean('set_destination_enabled must be true or false'), true),
  redirect_url: v.optional(
    v.nullable(
      v.union(
        [
          v.literal(''),
          v.pipe(
            v.string(),
            v.url('redirect_url must be an http(s) URL'),
            v.regex(/^https?:\/\//i, 'redirect_url must be an http(s) URL'),
          ),
        ],
        'redirect_url must be an http(s) URL',
      ),
    ),
  ),
});
export type MagicLinkWrite = v.InferOutput<typeof magicLinkWrite>;
export const magicLinkCreateBody = v.object({ magic_link: magicLinkWrite });

/**
 * `GET /public/vendors/magic-links`: the vendors a link can be made for, in the shape of the
 * destination vendor list; `fields` holds only what a link can preset (host, bucket_name,
 * bucket_vendor, metastore), `is_required` when the vendor always needs it.
 */
export const magicLinkVendorListReply = v.object({ vendors: v.array(destinationVendorInfo) });

/** Where a link stands: `used` once a destination was made from it, `expired` 7 days after creation. */
export const magicLinkState = v.picklist(['active', 'used', 'expired']);
export type MagicLinkState = v.InferOutput<typeof magicLinkState>;

/**
 * `GET /public/magic-links/{token}` (no session): what the recipient's onboarding page shows. `form`
 * is the vendor's destination form with the vendor, recipient and the link's presets locked
 * (`const`); null unless the link is active, when `reason` says why it can no longer be used.
 */
export const onboarding = v.object({
  name: v.string(),
  vendor: v.string(),
  recipient_name: v.string(),
  organization_name: v.string(),
  expires_at: v.string(),
  state: magicLinkState,
  reason: v.nullable(v.string()),
  form: v.nullable(formDefinition),
});
export type Onboarding = v.InferOutput<typeof onboarding>;
export const onboardingReply = v.object({ onboarding });

/**
 * `POST /public/magic-links/{token}/submit`: the destination made from the link, and where the
 * recipient goes next when the link names a redirect URL.
 */
export const onboardingSubmitReply = v.object({
  destination: destination,
  redirect_url: v.optional(v.nullable(v.string()), null),
});
export type OnboardingSubmit = v.InferOutput<typeof onboardingSubmitReply>;
