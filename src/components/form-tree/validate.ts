/**
 * The field rules of SPEC.md §5 for a form tree. On create a password-type field is required and
 * every other field follows the server's `required`. On edit secrets (and JSON fields) are optional —
 * blank keeps the stored value — and only the other required fields stay required. JSON must parse;
 * integers must be whole numbers. Every message names the field and says what is wrong. Which fields
 * are integers and which the form draws itself are the caller's facts (ValidationRules). The rules are
 * a valibot schema per field, checked with safeParse like every form of the kit (form/schema-errors.ts).
 */
import * as v from 'valibot';
import type { FormNode } from '../../api/schemas/form.ts';
import { currentValue, type FormValues } from '../../api/wire/form-values.ts';
import { isSecretNode } from '../../api/wire/secrets.ts';
import type { VisibleField } from '../../api/wire/walk.ts';
import { type FieldErrors, schemaErrors } from '../form/schema-errors.ts';

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

/** The field's value as text; blank, spaces only, null and undefined are all ''. */
const asText = v.pipe(
  v.unknown(),
  v.transform((raw) => (raw === undefined || raw === null ? '' : String(raw).trim())),
);
/** A check of a filled-in value; a blank one is the required rule's business. */
const whenFilled = (ok: (text: string) => boolean, message: string) =>
  v.check((text: string) => text === '' || ok(text), message);

const parsesAsJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * One field's rules as a valibot schema of its raw value. Every failing rule adds an issue; the form
 * shows the first, so the order below is the order in which problems are told.
 */
function fieldSchema(node: FormNode, mode: FormMode, integerFields: ReadonlySet<string>) {
  const label = node.attributes.label || node.name;
  const rules: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [];
  if (isRequired(node, mode)) rules.push(v.nonEmpty(`${label} is required.`));
  if (node.type === 'json') rules.push(whenFilled(parsesAsJson, `${label} must be valid JSON.`));
  const isInteger = integerFields.has(node.name);
  if (isInteger || node.type === 'number') {
    rules.push(whenFilled((t) => Number.isFinite(Number(t)), `${label} must be a number.`));
    if (isInteger)
      rules.push(whenFilled((t) => Number.isInteger(Number(t)), `${label} must be a whole number.`));
    if (PORT_FIELDS.has(node.name)) {
      const inRange = (t: string) => !(Number(t) < 1 || Number(t) > MAX_PORT);
      rules.push(whenFilled(inRange, `${label} must be between 1 and ${MAX_PORT}.`));
    }
    rules.push(whenFilled((t) => !(Number(t) < 0), `${label} cannot be negative.`));
  }
  return v.pipe(asText, ...rules);
}

/** Errors of the visible checked fields, keyed by field name; empty when the fields are valid. */
export function validateFields(
  fields: readonly VisibleField[],
  values: FormValues,
  mode: FormMode,
  rules: ValidationRules,
): FieldErrors {
  const checked = fields.filter(
    ({ node }) => rules.isChecked(node) && !isReadOnlyField(node) && node.type !== 'boolean',
  );
  const schema = v.object(
    Object.fromEntries(checked.map(({ node }) => [node.name, fieldSchema(node, mode, rules.integerFields)])),
  );
  return schemaErrors(
    schema,
    Object.fromEntries(checked.map(({ node }) => [node.name, currentValue(node, values)])),
  );
}
