/**
 * The webhook form (SPEC.md §2.9, §5) for /webhooks/new and /webhooks/{id}/edit. Validation happens on
 * submit: each problem is shown next to its field and the first invalid field takes focus; a refused
 * save (422) puts the server's problem on its field the same way and keeps what was typed. What is
 * typed, the API key excepted, is kept as a draft until it is saved or discarded; offline Save is
 * disabled with the reason.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { WEBHOOK_API_VERSION, type Webhook } from '../../../api/schemas/webhook.ts';
import { TextLink } from '../../../components/data/text-link.tsx';
import { DraftNotice } from '../../../components/form/draft-notice.tsx';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { TextInputField } from '../../../components/form/text-input-field.tsx';
import { useFormDraft } from '../../../components/form/use-form-draft.ts';
import { Button } from '../../../components/ui/index.ts';
import { useSession } from '../../auth/session.ts';
import { API_KEY_HELP, needsApiKey } from '../delivery-methods.ts';
import { webhookLinks } from '../hrefs.ts';
import { DeliveryMethodField } from './delivery-method-field.tsx';
import { EventsField } from './events-field.tsx';
import { fieldErrorsOf } from './server-errors.ts';
import { UrlField } from './url-field.tsx';
import { useSaveWebhook } from './use-save-webhook.ts';
import { useWebhookDraft } from './use-webhook-draft.ts';
import { BLANK_DRAFT, changedFields, draftOf, toWrite, validateDraft } from './webhook-draft.ts';

export const SAVING_TEXT = 'Saving Webhook...';
export const KEEP_KEY_TEXT = 'Leave blank to keep the current API key.';
/** Write-only (webhook-draft.ts): never part of a draft. */
const SECRET_NAMES = ['api_key'];

const INVALID_SELECTOR = '[aria-invalid="true"], fieldset[data-invalid] input:not(:disabled)';
const plain = css({ border: 'none', p: '0', m: '0', minW: '0', display: 'grid', gap: '6', maxW: '44rem' });
const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const cancel = css({
  textStyle: 'sm',
  fontWeight: 'medium',
  px: '3',
  py: '2',
  _hover: { textDecoration: 'underline' },
});

export function WebhookForm({ webhook }: { webhook?: Webhook }) {
  const mode = webhook ? 'edit' : 'create';
  const start = useMemo(() => (webhook ? draftOf(webhook) : BLANK_DRAFT), [webhook]);
  const { draft, initial, errors, setErrors, set, setVendor, setUrl, replace } = useWebhookDraft(start);
  const kept = useFormDraft({
    session: useSession(),
    formId: webhook ? `webhook:${webhook.id}:edit` : 'webhook:new',
    values: draft,
    initial,
    restore: replace,
    secretNames: SECRET_NAMES,
  });
  const write = useOfflineWrite();
  const save = useSaveWebhook();
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>(INVALID_SELECTOR)?.focus();
  }, [focusRequest]);

  const show = (found: typeof errors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setFocusRequest((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.saving) return;
    const found = validateDraft(draft, mode);
    show(found);
    if (Object.keys(found).length > 0) return;
    const result = webhook
      ? await save.update(webhook.id, changedFields(draft, webhook))
      : await save.create(toWrite(draft));
    if (result.ok) void kept.clear();
    else show(fieldErrorsOf(result.error));
  };

  const keyRequired = mode === 'create' && needsApiKey(draft.vendor);
  const keyHelp =
    mode === 'edit' ? `${API_KEY_HELP[draft.vendor]} ${KEEP_KEY_TEXT}` : API_KEY_HELP[draft.vendor];
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={webhook ? 'Edit webhook' : 'New webhook'}
    >
      <fieldset disabled={save.saving} className={plain}>
        <DraftNotice draft={kept} />
        <TextInputField
          name="name"
          label="Name"
          required
          value={draft.name}
          onValueChange={(v) => set('name', v)}
          error={errors.name}
        />
        <DeliveryMethodField
          mode={mode}
          value={draft.vendor}
          onValueChange={setVendor}
          error={errors.vendor}
        />
        <UrlField vendor={draft.vendor} value={draft.url} onValueChange={setUrl} error={errors.url} />
        <TextInputField
          name="api_key"
          label="API Key"
          type="password"
          required={keyRequired}
          value={draft.api_key}
          onValueChange={(v) => set('api_key', v)}
          description={keyHelp}
          error={errors.api_key}
        />
        <TextInputField
          name="api_version"
          label="API Version"
          required
          value={draft.api_version}
          onValueChange={(v) => set('api_version', v)}
          placeholder={WEBHOOK_API_VERSION}
          description={`The version of the delivery body your receiver reads (default ${WEBHOOK_API_VERSION}).`}
          error={errors.api_version}
        />
        <EventsField value={draft.events} onValueChange={(v) => set('events', v)} error={errors.events} />
        <div className={bar}>
          <Button
            type="submit"
            loading={save.saving}
            disabled={write.offline}
            aria-describedby={write.describedBy()}
          >
            {save.saving ? SAVING_TEXT : 'Save'}
          </Button>
          <TextLink {...(webhook ? webhookLinks.detail(webhook.id) : webhookLinks.list)} className={cancel}>
            Cancel
          </TextLink>
          <OfflineReason write={write} />
        </div>
      </fieldset>
    </form>
  );
}
