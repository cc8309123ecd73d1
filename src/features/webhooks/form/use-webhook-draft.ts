/**
 * The webhook form's state: the draft, the URL memory behind it (SPEC.md §4: the custom URL comes back
 * after a fixed-URL vendor), and the errors on screen. A change clears the errors of what it touched.
 * The API key lives in this component state only; the rest is also kept as a draft by the form.
 */
import { useCallback, useMemo, useState } from 'react';
import type { WebhookVendor } from '../../../api/schemas/webhook.ts';
import { chooseVendor, startUrlMemory, typeUrl, type UrlMemory } from './url-memory.ts';
import type { DraftErrors, WebhookDraft, WebhookField } from './webhook-draft.ts';

type FreeField = Exclude<WebhookField, 'vendor' | 'url'>;

interface DraftState {
  draft: WebhookDraft;
  memory: UrlMemory;
}

const withMemory = (draft: WebhookDraft, memory: UrlMemory): DraftState => ({
  draft: { ...draft, vendor: memory.vendor, url: memory.url },
  memory,
});

const startFrom = (draft: WebhookDraft) => withMemory(draft, startUrlMemory(draft.vendor, draft.url));

export function useWebhookDraft(start: WebhookDraft) {
  const initial = useMemo(() => startFrom(start).draft, [start]);
  const [state, setState] = useState<DraftState>(() => startFrom(start));
  const [errors, setErrors] = useState<DraftErrors>({});

  const clear = (fields: readonly WebhookField[]) =>
    setErrors((previous) => {
      if (!fields.some((f) => f in previous)) return previous;
      const next = { ...previous };
      for (const f of fields) delete next[f];
      return next;
    });

  const set = <K extends FreeField>(field: K, value: WebhookDraft[K]) => {
    setState((s) => ({ ...s, draft: { ...s.draft, [field]: value } }));
    clear([field]);
  };
  const setVendor = (vendor: WebhookVendor) => {
    setState((s) => withMemory(s.draft, chooseVendor(s.memory, vendor)));
    // The URL and whether a key is needed both follow the vendor.
    clear(['vendor', 'url', 'api_key']);
  };
  const setUrl = (url: string) => {
    setState((s) => withMemory(s.draft, typeUrl(s.memory, url)));
    clear(['url']);
  };

  /** Puts a whole draft in (a restored one, or the start again). */
  const replace = useCallback((draft: WebhookDraft) => {
    setState(startFrom(draft));
    setErrors({});
  }, []);

  return { draft: state.draft, initial, errors, setErrors, set, setVendor, setUrl, replace };
}
