/**
 * The source form once its definition has loaded (SPEC.md §2.8, §4, §5): values, validation, the
 * connection test that gates Save, and saving. The test belongs to this mount and to the values it
 * tested: any change, or leaving the form, resets it. What is typed is kept as a draft of the
 * signed-in user, secrets excepted (use-tree-form-state.ts), until it is saved or discarded.
 */
import { type FormEvent, useMemo } from 'react';
import { css } from 'styled-system/css';
import { sourcesApi } from '../../../api/endpoints/sources.ts';
import type { FormDefinition } from '../../../api/schemas/form.ts';
import type { Source, SourceVendorInfo } from '../../../api/schemas/source.ts';
import { SOURCE_WIRE_RULES } from '../../../api/wire/wire-rules.ts';
import { changedFields } from '../../../components/form/changed-fields.ts';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { serverFieldErrors } from '../../../components/form/server-errors.ts';
import {
  ConnectionTestActions,
  type SubmitLabels,
} from '../../../components/form-tree/connection-test-actions.tsx';
import { jsonFieldNames } from '../../../components/form-tree/flatten.ts';
import { useConnectionTest } from '../../../components/form-tree/use-connection-test.ts';
import { useTreeFormState } from '../../../components/form-tree/use-tree-form-state.ts';
import { type ValidationRules, validateFields } from '../../../components/form-tree/validate.ts';
import { useSession } from '../../auth/session.ts';
import { sourceHrefs } from '../source-hrefs.ts';
import { BLANK_SOURCE, flattenSource, prepareSource, SOURCE_TEST_FAILURE_TEXT } from '../source-values.ts';
import { withAvailableKeys } from './available-keys.ts';
import { withListedVendors } from './listed-vendors.ts';
import { SourceFormFields } from './source-form-fields.tsx';
import { useSaveSource } from './use-save-source.ts';

export interface SourceFormBodyProps {
  definition: FormDefinition;
  orgId: string;
  source: Source | undefined;
  /** The vendors on offer for a new source; without them, the tree's own. */
  vendors?: readonly SourceVendorInfo[] | undefined;
}

const RULES: ValidationRules = {
  integerFields: SOURCE_WIRE_RULES.integerFields,
  isChecked: (node) => node.attributes.form_element !== 'div',
};
export const SAVING_TEXT = 'Saving Source...';
const LABELS: SubmitLabels = { idle: 'Save', busy: SAVING_TEXT };
/** The form's own problems and the browser's: a vendor field may carry a native constraint. */
const INVALID_SELECTOR = '[aria-invalid="true"], input:invalid, select:invalid, textarea:invalid';
const layout = css({ gap: '8' });

export function SourceFormBody({ definition, orgId, source, vendors }: SourceFormBodyProps) {
  const mode = source ? 'edit' : 'create';
  const root = useMemo(() => {
    const tree = withAvailableKeys(definition.form);
    return vendors && !source ? withListedVendors(tree, vendors) : tree;
  }, [definition.form, vendors, source]);
  const initial = useMemo(() => (source ? flattenSource(source, root) : BLANK_SOURCE), [source, root]);
  const form = useTreeFormState(
    root,
    initial,
    { session: useSession(), formId: source ? `source:${source.id}:edit` : 'source:new' },
    INVALID_SELECTOR,
  );
  const { values, visible, draft } = form;
  const test = useConnectionTest(form.edits);
  const save = useSaveSource();
  const wholeValues = useMemo(() => jsonFieldNames(root), [root]);
  const original = useMemo(() => (source ? prepareSource(root, initial) : {}), [source, root, initial]);

  const prepared = () => prepareSource(root, values);
  const changes = () => changedFields(prepared(), original, wholeValues);

  /** Puts a server message naming a visible field (`422 postgres.port …`) next to that field. */
  const markServerField = (error: unknown) =>
    form.addErrors(serverFieldErrors(error, { fields: visible.map((f) => f.node.name) }), false);

  /** The definition's rules and the browser's own must both pass; the first invalid field gets focus. */
  const check = () => {
    const valid = form.check(validateFields(visible, values, mode, RULES));
    if (form.formRef.current?.checkValidity() ?? true) return valid;
    // An input only the browser finds invalid takes focus too: it matches INVALID_SELECTOR.
    form.focusInvalid();
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
        markServerField(error);
        throw error;
      }
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!test.passed || save.saving || !check()) return;
    const result = source ? await save.update(source.id, changes()) : await save.create(prepared());
    if (result.ok) void draft.clear();
    else markServerField(result.error);
  };

  return (
    <FormShell
      form={form}
      label={source ? 'Edit source' : 'New source'}
      saving={save.saving}
      onSubmit={onSubmit}
      className={layout}
    >
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
      <ConnectionTestActions
        outcome={test.outcome}
        saving={save.saving}
        onTest={onTest}
        failure={SOURCE_TEST_FAILURE_TEXT}
        labels={LABELS}
        cancelHref={source ? sourceHrefs.general(source.id) : undefined}
      />
    </FormShell>
  );
}
