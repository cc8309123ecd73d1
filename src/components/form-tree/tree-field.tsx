/**
 * One field of a server form tree drawn as its control: constants read-only with a copy button, yes/no
 * radios, selects and radios from the enum, JSON text boxes and inputs. Enum keys keep their type (a
 * number or boolean key is not turned into text). What a form decides for itself comes in as props:
 * how a generated key (`key_format`) is drawn, and which fields are locked after creation.
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { FormNode, FormValue } from '../../api/schemas/form.ts';
import { currentValue, type FormValues } from '../../api/wire/form-values.ts';
import { BooleanField } from '../form/boolean-field.tsx';
import { ConstantField } from '../form/constant-field.tsx';
import { RadioGroupField } from '../form/radio-group-field.tsx';
import { SelectField } from '../form/select-field.tsx';
import { TextInputField } from '../form/text-input-field.tsx';
import { TextareaField } from '../form/textarea-field.tsx';
import { LockedField } from './locked-field.tsx';
import { placeholderFor } from './masking.ts';
import { type FormMode, isRequired } from './validate.ts';

export interface TreeFieldProps {
  node: FormNode;
  values: FormValues;
  mode: FormMode;
  error: string | undefined;
  onChange: (name: string, value: unknown) => void;
  /** Draws a generated-key field; without it the node shows its constant (or nothing) like any other. */
  renderKey?: ((node: FormNode) => ReactNode) | undefined;
  /** Text fields shown read-only on edit, and the note that says why. */
  lockedOnEdit?: { names: ReadonlySet<string>; note: string } | undefined;
}

const groupLabel = css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted', pt: '2' });

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

export function TreeField({ node, values, mode, error, onChange, renderKey, lockedOnEdit }: TreeFieldProps) {
  const { attributes: a } = node;
  const label = a.label || node.name;
  const description = a.description || undefined;
  const common = { label, description, error, required: isRequired(node, mode) };

  if (a.key_format && renderKey) return renderKey(node);
  if (node.const !== undefined) {
    return (
      <ConstantField
        label={label}
        description={description}
        value={String(node.const)}
        multiline={a.form_element === 'textarea' || a.key_format !== undefined}
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
  if (mode === 'edit' && lockedOnEdit?.names.has(node.name)) {
    return (
      <LockedField label={label} name={node.name} value={text} display={text} note={lockedOnEdit.note} />
    );
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
