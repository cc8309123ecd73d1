/**
 * The webhook form's state: the form kit's, with the URL memory beside it (SPEC.md §4: the custom URL
 * comes back after a fixed-URL vendor). A change clears the errors of what it touched. The API key
 * lives in this component state only; the rest is also kept as a draft, the URL up to its host only.
 */
import { useMemo, useRef } from 'react';
import type { WebhookVendor } from '../../../api/schemas/webhook.ts';
import { maskUrl } from '../../../api/wire/webhook-url.ts';
import { useForm } from '../../../components/form/use-form.ts';
import type { DraftSession } from '../../../components/form/use-form-draft.ts';
import { chooseVendor, startUrlMemory, typeUrl } from './url-memory.ts';
import type { WebhookDraft } from './webhook-draft.ts';

/** Write-only (webhook-draft.ts): never part of a draft. */
const SECRET_NAMES = ['api_key'];
/** A draft keeps the URL up to its host, as reads show it: the rest may hold its secret anywhere. */
const keptAs = (draft: WebhookDraft): WebhookDraft => ({ ...draft, url: maskUrl(draft.url) });

/** The draft as the URL memory starts it: a fixed-URL vendor shows its fixed address. */
const startFrom = (draft: WebhookDraft): WebhookDraft => ({
  ...draft,
  url: startUrlMemory(draft.vendor, draft.url).url,
});

export function useWebhookForm(start: WebhookDraft, session: DraftSession, formId: string) {
  const initial = useMemo(() => startFrom(start), [start]);
  const memory = useRef(startUrlMemory(start.vendor, start.url));
  const form = useForm<WebhookDraft>({
    initial,
    draft: { session, formId, secretNames: SECRET_NAMES, keptAs },
    onReset: (draft) => {
      memory.current = startUrlMemory(draft.vendor, draft.url);
      return startFrom(draft);
    },
  });

  const setVendor = (vendor: WebhookVendor) => {
    memory.current = chooseVendor(memory.current, vendor);
    // The URL and whether a key is needed both follow the vendor.
    form.change({ vendor, url: memory.current.url }, ['vendor', 'url', 'api_key']);
  };
  const setUrl = (url: string) => {
    memory.current = typeUrl(memory.current, url);
    form.change({ url: memory.current.url });
  };

  return { ...form, setVendor, setUrl };
}
