/**
 * The field rules of SPEC.md §5 for a form tree. On create a password-type field is required and
 * every other field follows the server's `required`. On edit secrets (and JSON fields) are optional —
 * blank keeps the stored value — and only the other required fields stay required. JSON must parse;
 * integers must be whole numbers. Every message names the field and says what is wrong. Which fields
 * are integers and which the form draws itself are the caller's facts (ValidationRules).
 */
import type { FormNode } from '../../api/schemas/form.ts';
import { currentValue, type FormValues } from '../../api/wire/form-values.ts';
import { isSecretNode } from '../../api/wire/secrets.ts';
import type { VisibleField } from '../../api/wire/walk.ts';
import type { FieldErrors } from '../form/schema-errors.ts';

export type FormMode = 'create' | 'edit';

export interface ValidationRules {
  /** Whole numbers (ports, timeouts). */
  integerFields: ReadonlySet<string>;
  /** The fields these rules check; the others have their own controls and checks. */
  isChecked: (node: FormNode) => boolean;
}

const PORT_FIELDS: ReadonlySet<string> = new Set(['port', 'ssh_tunnel_port']);
const MAX_PORT = 65_535;

/** Shown read-only, so nothing the user could fix: constants and generated keys. */
export const isReadOnlyField = (node: FormNode) =>
  node.const !== undefined || node.attributes.key_format !== undefined;

export function isRequired(node: FormNode, mode: FormMode): boolean {
  if (mode === 'edit') return node.required && !isSecretNode(node) && node.type !== 'json';
  return node.required || node.attributes.input_type === 'password';
}

/** What is wrong with one field's value, or null. */
export function fieldProblem(
  node: FormNode,
  raw: unknown,
  mode: FormMode,
  integerFields: ReadonlySet<string>,
): string | null {
  const label = node.attributes.label || node.name;
  const text = raw === undefined || raw === null ? '' : String(raw).trim();
  if (text === '') return isRequired(node, mode) ? `${label} is required.` : null;
  if (node.type === 'json') {
    try {
      JSON.parse(text);
    } catch {
      return `${label} must be valid JSON.`;
    }
  }
  const isInteger = integerFields.has(node.name);
  if (isInteger || node.type === 'number') {
    const n = Number(text);
    if (!Number.isFinite(n)) return `${label} must be a number.`;
    if (isInteger && !Number.isInteger(n)) return `${label} must be a whole number.`;
    if (PORT_FIELDS.has(node.name) && (n < 1 || n > MAX_PORT)) {
      return `${label} must be between 1 and ${MAX_PORT}.`;
    }
    if (n < 0) return `${label} cannot be negative.`;
  }
  return null;
}

/** Errors of the visible checked fields, keyed by field name; empty when the fields are valid. */
export function validateFields(
  fields: readonly VisibleField[],
  values: FormValues,
  mode: FormMode,
  rules: ValidationRules,
): FieldErrors {
  const errors: Record<string, string> = {};
  for (const { node } of fields) {
    if (!rules.isChecked(node) || isReadOnlyField(node) || node.type === 'boolean') continue;
    const message = fieldProblem(node, currentValue(node, values), mode, rules.integerFields);
    if (message) errors[node.name] = message;
  }
  return errors;
}
