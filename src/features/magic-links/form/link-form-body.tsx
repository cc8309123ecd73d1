/**
 * The Generate Magic Link form once vendors and recipients have loaded: the draft, its checks (the
 * first invalid field gets focus), the confirmation, and generating. A failed save keeps the input
 * and puts the server's message next to the field it names. What is typed is kept as a draft until
 * a link is generated or the draft discarded; offline Generate is disabled with the reason.
 */
import { type FormEvent, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { Recipient } from '../../../api/schemas/recipient.ts';
import type { DestinationVendorInfo } from '../../../api/schemas/vendor.ts';
import { FormShell, SubmitBar } from '../../../components/form/form-shell.tsx';
import { TextInputField } from '../../../components/form/text-input-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { LinkButton, Switch } from '../../../components/ui/index.ts';
import { useSession } from '../../auth/session.ts';
import { ConfirmGenerateDialog, GENERATING_TEXT } from './confirm-generate-dialog.tsx';
import { IdentityFields, NO_RECIPIENTS_TEXT } from './identity-fields.tsx';
import { blankDraft, type LinkDraft, withMetastore, withVendor } from './link-draft.ts';
import { linkPayload } from './link-payload.ts';
import { linkRules } from './link-rules.ts';
import { FIELD_LABELS, serverErrorsOf, validateLink } from './link-validate.ts';
import { PresetFields } from './preset-fields.tsx';
import { useCreateMagicLink } from './use-create-magic-link.ts';

interface LinkFormBodyProps {
  vendors: readonly DestinationVendorInfo[];
  recipients: readonly Recipient[];
}

const layout = css({ gap: '6' });

export function LinkFormBody({ vendors, recipients }: LinkFormBodyProps) {
  const initial = useMemo(() => blankDraft(vendors[0]?.vendor_name ?? ''), [vendors]);
  const form = useForm<LinkDraft>({
    initial,
    draft: { session: useSession(), formId: 'magic-link:new' },
    invalidSelector: '[aria-invalid="true"]',
  });
  const { values: draft, errors, change } = form;
  const [confirming, setConfirming] = useState(false);
  const { saving, create } = useCreateMagicLink();
  const vendor = vendors.find((v) => v.vendor_name === draft.vendor);
  const rules = linkRules(vendor, draft);
  const noRecipients = recipients.length === 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || noRecipients) return;
    if (form.check(validateLink(draft, rules))) setConfirming(true);
  };

  const onConfirm = async () => {
    const result = await create(linkPayload(draft, rules));
    if (result.ok) return void form.draft.clear();
    setConfirming(false);
    form.addErrors(serverErrorsOf(result.error));
  };

  const recipient = recipients.find((r) => r.id === draft.recipient_id);
  return (
    <FormShell
      form={form}
      label="Generate Magic Link"
      saving={saving}
      onSubmit={onSubmit}
      className={layout}
      after={
        <ConfirmGenerateDialog
          open={confirming}
          recipientName={recipient?.name ?? ''}
          vendorName={vendor?.display_name ?? draft.vendor}
          saving={saving}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void onConfirm()}
        />
      }
    >
      <IdentityFields
        draft={draft}
        errors={errors}
        recipients={recipients}
        vendors={vendors}
        onChange={change}
        onVendorChange={(v) =>
          change(withVendor(draft, v), [
            'vendor',
            'bucket_name',
            'metastore',
            'bucket_vendor',
            'host',
            'bucket_access_id',
          ])
        }
      />
      <PresetFields
        draft={draft}
        rules={rules}
        errors={errors}
        onChange={change}
        onMetastoreChange={(m) =>
          change(withMetastore(draft, m), ['metastore', 'bucket_vendor', 'bucket_name'])
        }
      />
      <Switch
        name="set_destination_enabled"
        checked={draft.set_destination_enabled}
        onCheckedChange={(d) => change({ set_destination_enabled: d.checked })}
      >
        {FIELD_LABELS.set_destination_enabled}
      </Switch>
      <TextInputField
        name="redirect_url"
        type="url"
        label={FIELD_LABELS.redirect_url}
        description="Optional. Where the recipient goes after setting up their destination."
        placeholder="https://example.com/done"
        value={draft.redirect_url}
        error={errors.redirect_url}
        onValueChange={(redirect_url) => change({ redirect_url })}
      />
      <SubmitBar saving={saving} label="Generate" busyLabel={GENERATING_TEXT} disabled={noRecipients}>
        <LinkButton variant="ghost" to="/magic-links/active">
          Cancel
        </LinkButton>
        {noRecipients && (
          <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>{NO_RECIPIENTS_TEXT}</span>
        )}
      </SubmitBar>
    </FormShell>
  );
}
