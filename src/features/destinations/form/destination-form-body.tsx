/**
 * The destination form once everything it reads has loaded: values, validation, the connection test
 * that gates Save, the confirmation for a new destination, saving, and the setup guide beside it.
 * Nothing typed here is stored anywhere but this component's state (secrets never reach a draft).
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { destinationsApi } from '../../../api/endpoints/destinations.ts';
import type { Destination } from '../../../api/schemas/destination.ts';
import type { FormDefinition } from '../../../api/schemas/form.ts';
import type { Organization } from '../../../api/schemas/organization.ts';
import type { Product } from '../../../api/schemas/product.ts';
import type { Recipient } from '../../../api/schemas/recipient.ts';
import { vendorDisplayName } from '../../../api/schemas/vendor.ts';
import { BesideSetupGuide } from '../../../components/setup-guide/beside-setup-guide.tsx';
import { SetupGuidePanel } from '../../../components/setup-guide/setup-guide-panel.tsx';
import { preloadSetupGuide } from '../../../components/setup-guide/use-markdown-module.ts';
import { Button } from '../../../components/ui/index.ts';
import { destinationHref } from '../destination-href.ts';
import { changedFields } from './changed-fields.ts';
import { ConfirmNewDestinationDialog } from './confirm-new-destination-dialog.tsx';
import { readFixedFields } from './fixed-fields.ts';
import { jsonFieldNames } from './flatten.ts';
import { FormActions } from './form-actions.tsx';
import { FormFields } from './form-fields.tsx';
import { scheduleSentence } from './frequency-options.ts';
import { needsSshKey, withGeneratedKeys } from './generated-keys.ts';
import { prepareDestination } from './prepare.ts';
import { modelsOfRecipient } from './recipient-models.ts';
import { fieldOfServerMessage } from './server-field-error.ts';
import { useConnectionTest } from './use-connection-test.ts';
import { useFormState } from './use-form-state.ts';
import { useSaveDestination } from './use-save-destination.ts';
import { useSshKey } from './use-ssh-key.ts';
import { validateFields } from './validate.ts';

export interface DestinationFormBodyProps {
  definition: FormDefinition;
  destination: Destination | undefined;
  organization: Organization;
  recipients: readonly Recipient[];
  models: readonly string[];
  products: readonly Product[];
}

const INVALID_SELECTOR = '[aria-invalid="true"], fieldset[data-invalid] input:not(:disabled)';
const toolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '4' });
const plain = css({ border: 'none', p: '0', m: '0', minW: '0', display: 'grid', gap: '8' });

export function DestinationFormBody(props: DestinationFormBodyProps) {
  const { definition, destination, organization, recipients, products } = props;
  const mode = destination ? 'edit' : 'create';
  const form = useFormState(definition, mode, destination);
  const { root, values, visible, errors, setErrors, change, revision } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const test = useConnectionTest(form.edits);
  const save = useSaveDestination();
  const [confirming, setConfirming] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const recipientId = String(values.recipient_id ?? '');
  const keyState = useSshKey(recipientId, needsSshKey(visible, values));
  const wholeValues = useMemo(() => jsonFieldNames(root), [root]);
  const original = useMemo(
    () => (destination ? prepareDestination(root, form.initial) : {}),
    [destination, root, form.initial],
  );

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>(INVALID_SELECTOR)?.focus();
  }, [focusRequest]);

  const prepared = () =>
    prepareDestination(
      root,
      withGeneratedKeys(values, visible, keyState.status === 'ready' ? keyState.key : undefined),
    );
  const changes = () => changedFields(prepared(), original, wholeValues);

  /** Validates the whole form, shows what is wrong next to each field and focuses the first. */
  const check = () => {
    const fixed = formRef.current ? readFixedFields(new FormData(formRef.current)) : null;
    const found: Record<string, string> = {
      ...(fixed && !fixed.ok ? fixed.errors : {}),
      ...validateFields(visible, values, mode),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    if (
      found.frequency_minutes ||
      visible.some((f) => f.node.attributes.section_id === 6 && found[f.node.name])
    ) {
      setAdvancedOpen(true);
    }
    setFocusRequest((n) => n + 1);
    return false;
  };

  const onTest = () => {
    if (!check()) return;
    void test.run(revision.current, () => {
      if (!destination) return destinationsApi.test(prepared());
      const changed = changes();
      return destinationsApi.testExisting(
        destination.id,
        Object.keys(changed).length > 0 ? changed : undefined,
      );
    });
  };

  const persist = async () => {
    const result = destination ? await save.update(destination.id, changes()) : await save.create(prepared());
    if (result.ok) return;
    setConfirming(false);
    const field = fieldOfServerMessage(result.message, new Set(visible.map((f) => f.node.name)));
    if (field) setErrors((current) => ({ ...current, [field]: result.message }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!test.passed || save.saving || !check()) return;
    if (destination) void persist();
    else setConfirming(true);
  };

  const onRecipientChange = (id: string) => {
    const recipient = recipients.find((r) => r.id === id);
    change({ recipient_id: id, enabled_models: recipient ? modelsOfRecipient(recipient, products) : [] });
  };

  // The server accepts only models of the recipient's products; offer exactly those.
  const recipient = recipients.find((r) => r.id === recipientId);
  const catalogue = new Set(props.models);
  const offeredModels = recipient
    ? modelsOfRecipient(recipient, products).filter((m) => catalogue.has(m))
    : [];
  const vendor = String(values.vendor ?? '');
  const guide = <SetupGuidePanel vendor={vendor} open={guideOpen} onClose={() => setGuideOpen(false)} />;
  return (
    <BesideSetupGuide guide={guide}>
      <div className={toolbar}>
        <Button
          variant="outline"
          aria-expanded={guideOpen}
          onClick={() => setGuideOpen((open) => !open)}
          onPointerEnter={() => void preloadSetupGuide().catch(() => undefined)}
          onFocus={() => void preloadSetupGuide().catch(() => undefined)}
        >
          Documentation
        </Button>
      </div>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label={destination ? 'Edit destination' : 'New destination'}
      >
        <fieldset disabled={save.saving} className={plain}>
          <FormFields
            definition={definition}
            mode={mode}
            values={values}
            visible={visible}
            errors={errors}
            organization={organization}
            recipients={recipients}
            models={offeredModels}
            keyState={keyState}
            advancedOpen={advancedOpen}
            onAdvancedOpenChange={setAdvancedOpen}
            onChange={change}
            onRecipientChange={onRecipientChange}
          />
          <FormActions
            outcome={test.outcome}
            saving={save.saving}
            onTest={onTest}
            cancelHref={destination ? destinationHref(destination.id) : undefined}
          />
        </fieldset>
      </form>
      {!destination && (
        <ConfirmNewDestinationDialog
          open={confirming}
          organizationId={organization.id}
          destinationName={String(values.name ?? '').trim()}
          recipientName={recipient?.name ?? ''}
          vendorName={vendorDisplayName(vendor)}
          scheduleText={scheduleSentence(Number(values.frequency_minutes ?? 0), values.is_enabled !== false)}
          saving={save.saving}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void persist()}
        />
      )}
    </BesideSetupGuide>
  );
}
