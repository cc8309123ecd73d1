/**
 * The webhook form (SPEC.md §2.9, §5) for /webhooks/new and /webhooks/{id}/edit. Validation happens on
 * submit: each problem is shown next to its field and the first invalid field takes focus; a refused
 * save (422) puts the server's problem on its field the same way and keeps what was typed. What is
 * typed, the API key excepted, is kept as a draft until it is saved or discarded; offline Save is
 * disabled with the reason.
 */
import { type FormEvent, useMemo } from 'react';
import { css } from 'styled-system/css';
import { WEBHOOK_API_VERSION, type Webhook } from '../../../api/schemas/webhook.ts';
import { TextLink } from '../../../components/data/text-link.tsx';
import { FormShell, SubmitBar } from '../../../components/form/form-shell.tsx';
import { TextInputField } from '../../../components/form/text-input-field.tsx';
import { useSession } from '../../auth/session.ts';
import { API_KEY_HELP, needsApiKey } from '../delivery-methods.ts';
import { webhookLinks } from '../hrefs.ts';
import { DeliveryMethodField } from './delivery-method-field.tsx';
import { EventsField } from './events-field.tsx';
import { UrlField } from './url-field.tsx';
import { useSaveWebhook } from './use-save-webhook.ts';
import { useWebhookForm } from './use-webhook-form.ts';
import {
  BLANK_DRAFT,
  changedFields,
  draftOf,
  serverErrorsOf,
  toWrite,
  validateDraft,
} from './webhook-draft.ts';

export const SAVING_TEXT = 'Saving Webhook...';
export const KEEP_KEY_TEXT = 'Leave blank to keep the current API key.';
const layout = css({ gap: '6', maxW: '44rem' });
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
  const form = useWebhookForm(start, useSession(), webhook ? `webhook:${webhook.id}:edit` : 'webhook:new');
  const { values: draft, errors, change, setVendor, setUrl } = form;
  const save = useSaveWebhook();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.saving || !form.check(validateDraft(draft, mode))) return;
    const result = webhook
      ? await save.update(webhook.id, changedFields(draft, webhook))
      : await save.create(toWrite(draft));
    if (result.ok) void form.draft.clear();
    else form.addErrors(serverErrorsOf(result.error));
  };

  const keyRequired = mode === 'create' && needsApiKey(draft.vendor);
  const keyHelp =
    mode === 'edit' ? `${API_KEY_HELP[draft.vendor]} ${KEEP_KEY_TEXT}` : API_KEY_HELP[draft.vendor];
  return (
    <FormShell
      form={form}
      label={webhook ? 'Edit webhook' : 'New webhook'}
      saving={save.saving}
      onSubmit={onSubmit}
      className={layout}
    >
      <TextInputField
        name="name"
        label="Name"
        required
        value={draft.name}
        onValueChange={(name) => change({ name })}
        error={errors.name}
      />
      <DeliveryMethodField mode={mode} value={draft.vendor} onValueChange={setVendor} error={errors.vendor} />
      <UrlField vendor={draft.vendor} value={draft.url} onValueChange={setUrl} error={errors.url} />
      <TextInputField
        name="api_key"
        label="API Key"
        type="password"
        required={keyRequired}
        value={draft.api_key}
        onValueChange={(api_key) => change({ api_key })}
        description={keyHelp}
        error={errors.api_key}
      />
      <TextInputField
        name="api_version"
        label="API Version"
        required
        value={draft.api_version}
        onValueChange={(api_version) => change({ api_version })}
        placeholder={WEBHOOK_API_VERSION}
        description={`The version of the delivery body your receiver reads (default ${WEBHOOK_API_VERSION}).`}
        error={errors.api_version}
      />
      <EventsField
        value={draft.events}
        onValueChange={(events) => change({ events })}
        error={errors.events}
      />
      <SubmitBar saving={save.saving} label="Save" busyLabel={SAVING_TEXT}>
        <TextLink {...(webhook ? webhookLinks.detail(webhook.id) : webhookLinks.list)} className={cancel}>
          Cancel
        </TextLink>
      </SubmitBar>
    </FormShell>
  );
}
