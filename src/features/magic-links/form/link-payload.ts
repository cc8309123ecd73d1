import type { MagicLinkWrite } from '../../../api/schemas/magic-link.ts';
import type { LinkDraft } from './link-draft.ts';
import type { LinkRules, PresetName } from './link-rules.ts';

const PRESETS: readonly PresetName[] = [
  'host',
  'bucket_name',
  'bucket_vendor',
  'bucket_access_id',
  'metastore',
];

/**
 * `{magic_link}` for POST /magic-links: text trimmed, and only the presets the chosen vendor shows —
 * a value typed for another vendor (or hidden by Unity Catalog) is not sent, since the server rejects
 * presets the vendor has no field for. Blanks are left out rather than sent empty.
 */
export function linkPayload(draft: LinkDraft, rules: LinkRules): MagicLinkWrite {
  const payload: MagicLinkWrite = {
    name: draft.name.trim(),
    recipient_id: draft.recipient_id,
    vendor: draft.vendor,
    set_destination_enabled: draft.set_destination_enabled,
  };
  for (const preset of PRESETS) {
    const value = draft[preset].trim();
    if (rules[preset].shown && value !== '') payload[preset] = value;
  }
  const redirect = draft.redirect_url.trim();
  if (redirect !== '') payload.redirect_url = redirect;
  return payload;
}
