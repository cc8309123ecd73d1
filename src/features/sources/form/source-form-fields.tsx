/**
 * The source form's sections in the server's order, each with its visible fields: the vendor select
 * (the tree's root) and then every field the chosen branches open, drawn by the generic form-tree
 * field. Keys show the organisation's public keys; the host is locked once the source exists.
 */
import type { FormNode, FormSection as Section } from '../../../api/schemas/form.ts';
import type { FormValues } from '../../../api/wire/form-values.ts';
import type { VisibleField } from '../../../api/wire/walk.ts';
import type { FieldErrors } from '../../../components/form/schema-errors.ts';
import { FormSection } from '../../../components/form-tree/form-section.tsx';
import { groupBySection } from '../../../components/form-tree/sections.ts';
import { TreeField } from '../../../components/form-tree/tree-field.tsx';
import type { FormMode } from '../../../components/form-tree/validate.ts';
import { SourceKeyField } from './source-key-field.tsx';
import { SOURCE_LOCKED_NOTE, SourceVendorField } from './source-vendor-field.tsx';

interface SourceFormFieldsProps {
  root: FormNode;
  sections: readonly Section[];
  mode: FormMode;
  orgId: string;
  values: FormValues;
  visible: readonly VisibleField[];
  errors: FieldErrors;
  onChange: (patch: Record<string, unknown>) => void;
}

/** Vendor and host cannot change after creation (SPEC.md §6); the vendor has its own control. */
const LOCKED_ON_EDIT = { names: new Set(['host']), note: SOURCE_LOCKED_NOTE };

export function SourceFormFields(props: SourceFormFieldsProps) {
  const { root, mode, orgId, values, errors, onChange } = props;
  const renderKey = (node: FormNode) => <SourceKeyField node={node} orgId={orgId} />;
  const groups = groupBySection(props.visible, props.sections).filter((g) => g.fields.length > 0);
  return groups.map(({ section, fields }) => (
    <FormSection key={section.id} section={section}>
      {fields.map(({ node, chain }) =>
        node === root ? (
          <SourceVendorField
            key="vendor"
            root={root}
            mode={mode}
            values={values}
            error={errors.vendor}
            onChange={(vendor) => onChange({ vendor })}
          />
        ) : (
          <TreeField
            key={`${chain.join('/')}/${node.name}`}
            node={node}
            values={values}
            mode={mode}
            error={errors[node.name]}
            onChange={(name, value) => onChange({ [name]: value })}
            renderKey={renderKey}
            lockedOnEdit={LOCKED_ON_EDIT}
          />
        ),
      )}
    </FormSection>
  ));
}
