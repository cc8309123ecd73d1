/**
 * The destination form once everything it reads has loaded: values, validation, the connection test
 * that gates Save, the confirmation for a new destination, saving, and the setup guide beside it.
 * What is typed is kept as a draft of the signed-in user, secrets excepted (use-tree-form-state.ts),
 * until it is saved or discarded.
 * The same engine serves the recipient's magic-link onboarding page through a form adapter
 * (form-adapter.ts): its definition, test, create and key instead of the console's.
 */
import { type FormEvent, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { destinationsApi } from '../../../api/endpoints/destinations.ts';
import type { Destination } from '../../../api/schemas/destination.ts';
import type { FormDefinition } from '../../../api/schemas/form.ts';
import type { Organization } from '../../../api/schemas/organization.ts';
import type { Product } from '../../../api/schemas/product.ts';
import type { Recipient } from '../../../api/schemas/recipient.ts';
import { vendorDisplayName } from '../../../api/schemas/vendor.ts';
import { changedFields } from '../../../components/form/changed-fields.ts';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { serverFieldErrors } from '../../../components/form/server-errors.ts';
import { ConnectionTestActions } from '../../../components/form-tree/connection-test-actions.tsx';
import { jsonFieldNames } from '../../../components/form-tree/flatten.ts';
import { useConnectionTest } from '../../../components/form-tree/use-connection-test.ts';
import { BesideSetupGuide } from '../../../components/setup-guide/beside-setup-guide.tsx';
import { SetupGuidePanel } from '../../../components/setup-guide/setup-guide-panel.tsx';
import { preloadSetupGuide } from '../../../components/setup-guide/use-markdown-module.ts';
import { Button } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { useSession } from '../../auth/session.ts';
import { destinationHref } from '../destination-href.ts';
import { ConfirmNewDestinationDialog } from './confirm-new-destination-dialog.tsx';
import { CONSOLE_LABELS, type DestinationFormAdapter, TEST_FAILURE_TEXT } from './form-adapter.ts';
import { FormFields } from './form-fields.tsx';
import { scheduleSentence } from './frequency-options.ts';
import { needsSshKey, withGeneratedKeys } from './generated-keys.ts';
import { prepareDestination } from './prepare.ts';
import { modelsOfRecipient } from './recipient-models.ts';
import { useFormState } from './use-form-state.ts';
import { useSaveDestination } from './use-save-destination.ts';
import { useSshKey } from './use-ssh-key.ts';
import { checkDestinationForm } from './validate.ts';

export interface DestinationFormBodyProps {
  definition: FormDefinition;
  destination: Destination | undefined;
  /** The signed-in organisation; undefined only with an adapter (the recipient has no session). */
  organization: Organization | undefined;
  recipients: readonly Recipient[];
  models: readonly string[];
  products: readonly Product[];
  /** Another form's calls (magic-link onboarding); the console's endpoints when not given. */
  adapter?: DestinationFormAdapter | undefined;
}

const toolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '4' });
const layout = css({ gap: '8' });

export function DestinationFormBody(props: DestinationFormBodyProps) {
  const { definition, destination, organization, recipients, products, adapter } = props;
  const mode = destination ? 'edit' : 'create';
  const environment = useEnvironment();
  const form = useFormState(definition, mode, destination, {
    session: useSession(),
    formId: destination ? `destination:${destination.id}:edit` : 'destination:new',
    // The recipient's onboarding form (an adapter) has no signed-in user to keep a draft for.
    enabled: !adapter,
  });
  const { root, values, visible, errors, change, revision, draft } = form;
  const test = useConnectionTest(form.edits);
  const save = useSaveDestination(adapter?.create);
  const [confirming, setConfirming] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const check = () => checkDestinationForm(form, mode, () => setAdvancedOpen(true));
  const recipientId = String(values.recipient_id ?? '');
  const keyState = useSshKey(recipientId, needsSshKey(visible, values), adapter ? adapter.sshKey : undefined);
  const wholeValues = useMemo(() => jsonFieldNames(root), [root]);
  const original = useMemo(
    () => (destination ? prepareDestination(root, form.initial) : {}),
    [destination, root, form.initial],
  );

  const prepared = () =>
    prepareDestination(
      root,
      withGeneratedKeys(values, visible, keyState.status === 'ready' ? keyState.key : undefined),
    );
  const changes = () => changedFields(prepared(), original, wholeValues);

  const onTest = () => {
    if (!check()) return;
    void test.run(revision.current, () => {
      if (!destination) return (adapter?.test ?? destinationsApi.test)(prepared());
      const changed = changes();
      return destinationsApi.testExisting(
        destination.id,
        Object.keys(changed).length > 0 ? changed : undefined,
      );
    });
  };

  const persist = async () => {
    const result = destination ? await save.update(destination.id, changes()) : await save.create(prepared());
    if (result.ok) return void draft.clear();
    setConfirming(false);
    form.addErrors(serverFieldErrors(result.error, { fields: visible.map((f) => f.node.name) }), false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!test.passed || save.saving || !check()) return;
    // The typed-identifier confirmation is for staff; a recipient's submit goes straight through.
    if (destination || adapter || !organization) void persist();
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
  const guide = (
    <SetupGuidePanel
      environment={environment}
      vendor={vendor}
      open={guideOpen}
      onClose={() => setGuideOpen(false)}
    />
  );
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
      <FormShell
        form={form}
        label={destination ? 'Edit destination' : 'New destination'}
        saving={save.saving}
        onSubmit={onSubmit}
        className={layout}
      >
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
        <ConnectionTestActions
          outcome={test.outcome}
          saving={save.saving}
          onTest={onTest}
          failure={TEST_FAILURE_TEXT}
          labels={adapter?.submitLabels ?? CONSOLE_LABELS}
          cancelHref={destination ? destinationHref(destination.id) : undefined}
        />
      </FormShell>
      {!destination && !adapter && organization && (
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
