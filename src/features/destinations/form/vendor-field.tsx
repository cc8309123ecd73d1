/**
 * One field of the server's form definition drawn as its control: constants read-only with a copy
 * button, generated keys, yes/no radios, selects and radios from the enum, JSON text boxes and
 * inputs. Enum keys keep their type (a number or boolean key is not turned into text).
 */
import { css } from 'styled-system/css';
import type { FormNode, FormValue } from '../../../api/schemas/form.ts';
import { BooleanField } from '../../../components/form/boolean-field.tsx';
import { ConstantField } from '../../../components/form/constant-field.tsx';
import { RadioGroupField } from '../../../components/form/radio-group-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextInputField } from '../../../components/form/text-input-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { currentValue, type FormValues } from './form-values.ts';
import { GeneratedKeyField, type KeyState } from './generated-key-field.tsx';
import { LockedField } from './locked-field.tsx';
import { placeholderFor } from './masking.ts';
import { type FormMode, isRequired } from './validate.ts';

export interface VendorFieldProps {
  node: FormNode;
  values: FormValues;
  mode: FormMode;
  error: string | undefined;
  keyState: KeyState;
  onChange: (name: string, value: unknown) => void;
}

/** Besides vendor and recipient, the host is fixed once created (SPEC.md §6); the server refuses a change. */
export const FIXED_AFTER_CREATE: ReadonlySet<string> = new Set(['host']);

const groupLabel = css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted', pt: '2' });

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

export function VendorField({ node, values, mode, error, keyState, onChange }: VendorFieldProps) {
  const { attributes: a } = node;
  const label = a.label || node.name;
  const description = a.description || undefined;
  const common = { label, description, error, required: isRequired(node, mode) };

  if (a.key_format)
    return (
      <GeneratedKeyField label={label} description={description} format={a.key_format} state={keyState} />
    );
  if (node.const !== undefined) {
    return (
      <ConstantField
        label={label}
        description={description}
        value={String(node.const)}
        multiline={a.form_element === 'textarea'}
      />
    );
  }
  if (a.form_element === 'div') return <p className={groupLabel}>{label}</p>;

  const entries = (node.enum ?? []).map((entry) => ({
    value: String(entry.key),
    label: entry.display,
    disabled: entry.disabled,
  }));
  const pick = (text: string) => {
    const entry = node.enum?.find((e) => String(e.key) === text);
    onChange(node.name, entry ? entry.key : text);
  };
  const current = currentValue(node, values);

  if (node.type === 'boolean') {
    const display = (key: FormValue) => node.enum?.find((e) => e.key === key)?.display;
    return (
      <BooleanField
        name={node.name}
        label={label}
        description={description}
        value={current === true}
        trueLabel={display(true)}
        falseLabel={display(false)}
        onValueChange={(v) => onChange(node.name, v)}
      />
    );
  }
  if (a.form_element === 'radio' && entries.length > 0) {
    return (
      <RadioGroupField
        {...common}
        name={node.name}
        value={asText(current)}
        options={entries}
        onValueChange={pick}
      />
    );
  }
  if (a.form_element === 'select') {
    return (
      <SelectField
        {...common}
        name={node.name}
        value={asText(current)}
        options={entries}
        onValueChange={pick}
      />
    );
  }
  const text = asText(values[node.name]);
  if (mode === 'edit' && FIXED_AFTER_CREATE.has(node.name)) {
    return <LockedField label={label} name={node.name} value={text} display={text} />;
  }
  const placeholder = placeholderFor(node, mode);
  if (a.form_element === 'textarea') {
    return (
      <TextareaField
        {...common}
        name={node.name}
        value={text}
        placeholder={placeholder}
        onValueChange={(v) => onChange(node.name, v)}
      />
    );
  }
  const type =
    a.input_type === 'password'
      ? 'password'
      : a.input_type === 'number' || node.type === 'number'
        ? 'number'
        : 'text';
  return (
    <TextInputField
      {...common}
      name={node.name}
      type={type}
      value={text}
      placeholder={placeholder}
      onValueChange={(v) => onChange(node.name, v)}
    />
  );
}
