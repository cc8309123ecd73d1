/**
 * 'Add credential' (SPEC.md §2.7, §7): a recipient, a source, and the login that recipient uses on
 * that source. 'Test credential' tries the login; Save creates it. Problems show next to their fields
 * and focus moves to the first; a refused save keeps what was typed. Offline both are disabled with
 * the reason.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { SourceName } from '../../../api/endpoints/source-credentials.ts';
import type { Recipient } from '../../../api/schemas/recipient.ts';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TestOutcomeLine } from '../../../components/form/test-outcome-line.tsx';
import { TextInputField } from '../../../components/form/text-input-field.tsx';
import { Button } from '../../../components/ui/index.ts';
import { useUnsavedEdits } from '../../../offline/unsaved-edits.ts';
import {
  CREDENTIAL_LABELS,
  type CredentialErrors,
  type CredentialField,
  credentialErrorsOf,
  readCredential,
  validateCredential,
} from './credential-draft.ts';
import { PasswordField } from './password-field.tsx';
import { useCreateCredential } from './use-create-credential.ts';
import { TESTING_TEXT, useCredentialTest } from './use-credential-test.ts';

export const SAVING_CREDENTIAL_TEXT = 'Saving Credential...';

const INVALID_SELECTOR = '[aria-invalid="true"]';
const plain = css({ border: 'none', p: '0', m: '0', minW: '0', display: 'grid', gap: '5' });
const pair = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

interface AddCredentialFormProps {
  recipients: readonly Recipient[];
  sources: readonly SourceName[];
  onDone: () => void;
}

const byName = <T extends { name: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name));

export function AddCredentialForm({ recipients, sources, onDone }: AddCredentialFormProps) {
  const [choice, setChoice] = useState({ recipient_id: '', source_id: '', username: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const test = useCredentialTest();
  const save = useCreateCredential(onDone);
  const write = useOfflineWrite();
  // No draft: the password must not be kept, and the rest is three quick choices. Still, an update of
  // the console must not reload over what is typed.
  const [touched, setTouched] = useState(false);
  useUnsavedEdits(touched);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>(INVALID_SELECTOR)?.focus();
  }, [focusRequest]);

  const edited = (field: CredentialField) => {
    setTouched(true);
    test.reset();
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  const change = (field: Exclude<CredentialField, 'password'>, value: string) => {
    setChoice((c) => ({ ...c, [field]: value }));
    edited(field);
  };
  const show = (found: CredentialErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setFocusRequest((n) => n + 1);
  };
  /** The typed credential when it is complete; otherwise the problems are shown and null returned. */
  const checked = () => {
    if (!formRef.current) return null;
    const credential = readCredential(new FormData(formRef.current));
    const found = validateCredential(credential);
    show(found);
    return Object.keys(found).length === 0 ? credential : null;
  };

  const onTest = () => {
    const credential = checked();
    if (credential) void test.run(credential);
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credential = save.saving ? null : checked();
    if (!credential) return;
    const result = await save.create(credential);
    if (!result.ok) show(credentialErrorsOf(result.error));
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Add credential">
      <fieldset disabled={save.saving} className={plain}>
        <div className={pair}>
          <SelectField
            name="recipient_id"
            label={CREDENTIAL_LABELS.recipient_id}
            value={choice.recipient_id}
            placeholder="Select a recipient"
            options={byName(recipients).map((r) => ({ value: r.id, label: r.name }))}
            error={errors.recipient_id}
            required
            onValueChange={(v) => change('recipient_id', v)}
          />
          <SelectField
            name="source_id"
            label={CREDENTIAL_LABELS.source_id}
            value={choice.source_id}
            placeholder="Select a source"
            options={byName(sources).map((s) => ({ value: s.id, label: s.name }))}
            error={errors.source_id}
            required
            onValueChange={(v) => change('source_id', v)}
          />
          <TextInputField
            name="username"
            label={CREDENTIAL_LABELS.username}
            value={choice.username}
            error={errors.username}
            required
            onValueChange={(v) => change('username', v)}
          />
          <PasswordField error={errors.password} onInput={() => edited('password')} />
        </div>
        <TestOutcomeLine
          kind={test.outcome?.kind}
          text={test.outcome?.kind === 'testing' ? TESTING_TEXT : (test.outcome?.message ?? '')}
        />
        <div className={bar}>
          <Button
            variant="outline"
            onClick={onTest}
            loading={test.outcome?.kind === 'testing'}
            disabled={write.offline}
            aria-describedby={write.describedBy()}
          >
            Test credential
          </Button>
          <Button
            type="submit"
            loading={save.saving}
            disabled={write.offline}
            aria-describedby={write.describedBy()}
          >
            {save.saving ? SAVING_CREDENTIAL_TEXT : 'Save credential'}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <OfflineReason write={write} />
        </div>
      </fieldset>
    </form>
  );
}
