/**
 * The form's sections in the server's order: section 1 without a heading (vendor, name, recipient and
 * any section-1 vendor fields), the vendor's own sections, and section 6 with the model checklist and
 * 'Advanced options' (frequency, Enabled, the vendor's tuning fields). A definition without a model
 * checklist (the recipient's onboarding form) gets none, and an Enabled it fixes is shown locked.
 */

import { Fragment } from 'react';
import type { FormDefinition } from '../../../api/schemas/form.ts';
import type { Organization } from '../../../api/schemas/organization.ts';
import type { Recipient } from '../../../api/schemas/recipient.ts';
import { currentValue, type FormValues } from '../../../api/wire/form-values.ts';
import type { VisibleField } from '../../../api/wire/walk.ts';
import { findNode } from '../../../api/wire/walk.ts';
import { FormSection } from '../../../components/form-tree/form-section.tsx';
import type { FormMode } from '../../../components/form-tree/validate.ts';
import { AdvancedOptions } from './advanced-options.tsx';
import { layoutSections, MODELS_SECTION_ID, UNTITLED_SECTION_ID } from './form-layout.ts';
import { GeneratedKeyField, type KeyState } from './generated-key-field.tsx';
import { PUBLIC_KEY_AUTH } from './generated-keys.ts';
import { IdentityFields, labelOf, PRESET_NOTE } from './identity-fields.tsx';
import { ModelsField } from './models-field.tsx';
import { asksFor } from './preset-values.ts';
import { VendorField } from './vendor-field.tsx';

export interface FormFieldsProps {
  definition: FormDefinition;
  mode: FormMode;
  values: FormValues;
  visible: readonly VisibleField[];
  errors: Readonly<Record<string, string>>;
  /** The signed-in organisation (its default frequency); none on the recipient's onboarding form. */
  organization: Organization | undefined;
  recipients: readonly Recipient[];
  models: readonly string[];
  keyState: KeyState;
  advancedOpen: boolean;
  onAdvancedOpenChange: (open: boolean) => void;
  onChange: (patch: Record<string, unknown>) => void;
  onRecipientChange: (recipientId: string) => void;
}

/** A tunnel or public-key auth needs the key shown even if the definition has no field for it. */
const opensKey = ({ node }: VisibleField, values: FormValues) =>
  (node.name === 'use_ssh_tunnel' && currentValue(node, values) === true) ||
  (node.name === 'auth_method' && currentValue(node, values) === PUBLIC_KEY_AUTH);

export function FormFields(props: FormFieldsProps) {
  const { definition, mode, values, visible, errors, keyState, onChange } = props;
  const root = definition.form;
  const hasKeyField = visible.some((f) => f.node.attributes.key_format !== undefined);
  const fieldOf = (field: VisibleField) => (
    <Fragment key={`${field.chain.join('/')}/${field.node.name}`}>
      <VendorField
        node={field.node}
        values={values}
        mode={mode}
        error={errors[field.node.name]}
        keyState={keyState}
        onChange={(name, value) => onChange({ [name]: value })}
      />
      {!hasKeyField && opensKey(field, values) && (
        <GeneratedKeyField
          label="SSH Public Key"
          description="Add this key to the authorized_keys of the user we connect as."
          format="ssh_rsa"
          state={keyState}
        />
      )}
    </Fragment>
  );
  const models = Array.isArray(values.enabled_models) ? values.enabled_models.map(String) : [];
  const frequency = Number(values.frequency_minutes ?? 0) || 0;
  const enabledLocked = findNode(root, 'is_enabled')?.const !== undefined;

  return layoutSections(visible, definition.sections).map(({ section, fields }) => (
    <FormSection key={section.id} section={section} titled={section.id !== UNTITLED_SECTION_ID}>
      {section.id === UNTITLED_SECTION_ID && (
        <IdentityFields
          root={root}
          mode={mode}
          values={values}
          errors={errors}
          recipients={props.recipients}
          onChange={onChange}
          onRecipientChange={props.onRecipientChange}
        />
      )}
      {section.id === MODELS_SECTION_ID ? (
        <>
          {asksFor(root, 'enabled_models') && (
            <ModelsField
              label={labelOf(root, 'enabled_models', 'Models')}
              models={props.models}
              hasRecipient={values.recipient_id !== undefined && values.recipient_id !== ''}
              value={models}
              error={errors.enabled_models}
              onChange={(next) => onChange({ enabled_models: next })}
            />
          )}
          <AdvancedOptions
            open={props.advancedOpen}
            onOpenChange={props.onAdvancedOpenChange}
            frequencyMinutes={frequency}
            orgDefaultMinutes={props.organization?.default_frequency_minutes}
            fastestAllowedMinutes={props.organization?.fastest_allowed_frequency_minutes}
            frequencyLabel={labelOf(root, 'frequency_minutes', 'Sync Frequency')}
            frequencyError={errors.frequency_minutes}
            enabled={values.is_enabled !== false}
            enabledLabel={labelOf(root, 'is_enabled', 'Enabled')}
            enabledLockNote={enabledLocked ? PRESET_NOTE : undefined}
            onChange={onChange}
          >
            {fields.map(fieldOf)}
          </AdvancedOptions>
        </>
      ) : (
        fields.map(fieldOf)
      )}
    </FormSection>
  ));
}
