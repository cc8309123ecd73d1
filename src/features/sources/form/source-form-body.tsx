/**
 * The source form once its definition has loaded (SPEC.md §2.8, §4, §5): values, validation, the
 * connection test that gates Save, and saving. The test belongs to this mount and to the values it
 * tested: any change, or leaving the form, resets it. What is typed is kept as a draft of the
 * signed-in user, secrets excepted (use-tree-form-draft.ts), until it is saved or discarded.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { sourcesApi } from '../../../api/endpoints/sources.ts';
import type { FormDefinition } from '../../../api/schemas/form.ts';
import type { Source } from '../../../api/schemas/source.ts';
import { SOURCE_WIRE_RULES } from '../../../api/wire/wire-rules.ts';
import { DraftNotice } from '../../../components/form/draft-notice.tsx';
import { changedFields } from '../../../components/form-tree/changed-fields.ts';
import { jsonFieldNames } from '../../../components/form-tree/flatten.ts';
import { fieldOfServerMessage } from '../../../components/form-tree/server-field-error.ts';
import { useConnectionTest } from '../../../components/form-tree/use-connection-test.ts';
import { useTreeFormDraft } from '../../../components/form-tree/use-tree-form-draft.ts';
import { useTreeFormState } from '../../../components/form-tree/use-tree-form-state.ts';
import { type ValidationRules, validateFields } from '../../../components/form-tree/validate.ts';
import { useSession } from '../../auth/session.ts';
import { sourceHrefs } from '../source-hrefs.ts';
import { BLANK_SOURCE, flattenSource, prepareSource } from '../source-values.ts';
import { withAvailableKeys } from './available-keys.ts';
import { SourceFormActions } from './source-form-actions.tsx';
import { SourceFormFields } from './source-form-fields.tsx';
import { useSaveSource } from './use-save-source.ts';

export interface SourceFormBodyProps {
  definition: FormDefinition;
  orgId: string;
  source: Source | undefined;
}

const RULES: ValidationRules = {
  integerFields: SOURCE_WIRE_RULES.integerFields,
  isChecked: (node) => node.attributes.form_element !== 'div',
};
const INVALID_SELECTOR = '[aria-invalid="true"], input:invalid, select:invalid, textarea:invalid';
const plain = css({ border: 'none', p: '0', m: '0', minW: '0', display: 'grid', gap: '8' });

export function SourceFormBody({ definition, orgId, source }: SourceFormBodyProps) {
  const mode = source ? 'edit' : 'create';
  const root = useMemo(() => withAvailableKeys(definition.form), [definition.form]);
  const initial = useMemo(() => (source ? flattenSource(source, root) : BLANK_SOURCE), [source, root]);
  const form = useTreeFormState(root, initial);
  const { values, visible, setErrors } = form;
  const draft = useTreeFormDraft(useSession(), source ? `source:${source.id}:edit` : 'source:new', form);
  const test = useConnectionTest(form.edits);
  const save = useSaveSource();
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const wholeValues = useMemo(() => jsonFieldNames(root), [root]);
  const original = useMemo(() => (source ? prepareSource(root, initial) : {}), [source, root, initial]);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>(INVALID_SELECTOR)?.focus();
  }, [focusRequest]);

  const prepared = () => prepareSource(root, values);
  const changes = () => changedFields(prepared(), original, wholeValues);

  /** Puts a server message naming a visible field (`422 postgres.port …`) next to that field. */
  const markServerField = (message: string) => {
    const field = fieldOfServerMessage(message, new Set(visible.map((f) => f.node.name)));
    if (field) setErrors((current) => ({ ...current, [field]: message }));
  };

  /** The definition's rules and the browser's own must both pass; the first invalid field gets focus. */
  const check = () => {
    const found = validateFields(visible, values, mode, RULES);
    setErrors(found);
    const nativeValid = formRef.current?.checkValidity() ?? true;
    if (Object.keys(found).length === 0 && nativeValid) return true;
    setFocusRequest((n) => n + 1);
    return false;
  };

  const onTest = () => {
    if (!check()) return;
    void test.run(form.revision.current, async () => {
      try {
        if (!source) return await sourcesApi.test(prepared());
        const changed = changes();
        return await sourcesApi.testExisting(
          source.id,
          Object.keys(changed).length > 0 ? changed : undefined,
        );
      } catch (error) {
        if (error instanceof Error) markServerField(error.message);
        throw error;
      }
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!test.passed || save.saving || !check()) return;
    const result = source ? await save.update(source.id, changes()) : await save.create(prepared());
    if (result.ok) void draft.clear();
    else markServerField(result.message);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={source ? 'Edit source' : 'New source'}
    >
      <fieldset disabled={save.saving} className={plain}>
        <DraftNotice draft={draft} />
        <SourceFormFields
          root={root}
          sections={definition.sections}
          mode={mode}
          orgId={orgId}
          values={values}
          visible={visible}
          errors={form.errors}
          onChange={form.change}
        />
        <SourceFormActions
          outcome={test.outcome}
          saving={save.saving}
          onTest={onTest}
          cancelHref={source ? sourceHrefs.general(source.id) : undefined}
        />
      </fieldset>
    </form>
  );
}
