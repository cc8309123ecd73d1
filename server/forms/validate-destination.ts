import type { FormNode } from '../../src/api/schemas/form.ts';
import { writePath } from '../../src/api/wire/field-paths.ts';
import { isSecretNode } from '../../src/api/wire/secrets.ts';
import { type PreparedField, preparedFields } from './prepared-fields.ts';
import { vendorRuleProblems } from './vendor-rules.ts';

/**
 * Checks a prepared destination against its vendor's form and splits it for storage: the fields at
 * the top, the vendor settings, and the secrets (kept apart, never returned). Only visible fields are
 * kept, so a value left behind by another branch (an old auth method) is dropped. Constant and
 * public-key fields are informational and never stored. Problems name the field by its wire path.
 */
export interface ValidDestination {
  top: Record<string, unknown>;
  settings: Record<string, unknown>;
  secrets: Record<string, unknown>;
}

const PORT_MAX = 65_535;

function problemOf(field: PreparedField): string | null {
  const { node, value } = field;
  const name = field.path.join('.');
  const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  // An empty port arrives as 0 (SPEC.md §5); for a required number that means it was left blank.
  const emptyNumber = node.type === 'number' && node.attributes.form_element === 'input' && value === 0;
  if (blank || (emptyNumber && node.required)) return node.required ? `${name} is required` : null;
  switch (node.type) {
    case 'string':
      if (typeof value !== 'string') return `${name} must be a string (received ${typeOf(value)})`;
      break;
    case 'number':
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        return `${name} must be a whole number (received ${JSON.stringify(value)})`;
      }
      if (node.name.endsWith('port') && (value < 1 || value > PORT_MAX)) {
        return `${name} must be between 1 and ${PORT_MAX}`;
      }
      if (value < 0) return `${name} cannot be negative`;
      break;
    case 'boolean':
      if (typeof value !== 'boolean') return `${name} must be true or false (received ${typeOf(value)})`;
      break;
    case 'json':
      if (node.name === 'enabled_models') break;
      if (value instanceof InvalidJson) return `${name} must be valid JSON`;
      if (typeof value !== 'object' || Array.isArray(value)) {
        return `${name} must be a JSON object (paste the whole file)`;
      }
      break;
  }
  const options = node.enum ?? [];
  if (options.length > 0) {
    const option = options.find((o) => o.key === value);
    if (!option)
      return `${name} must be one of ${options.map((o) => o.key).join(', ')} (received ${JSON.stringify(value)})`;
    if (option.disabled)
      return `${name} cannot be ${JSON.stringify(value)} (${option.display} is not allowed)`;
  }
  return null;
}

/** JSON fields may arrive parsed (as the console sends them) or as the pasted text. */
function parseJson(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  try {
    return JSON.parse(value);
  } catch {
    return new InvalidJson();
  }
}
class InvalidJson {}

const typeOf = (value: unknown) => (Array.isArray(value) ? 'a list' : typeof value);

/**
 * `scope: 'connection'` checks only the vendor settings (a connection test needs no name, recipient
 * or models); `'all'` checks everything a saved destination needs.
 */
export function validateDestination(
  vendorRoot: FormNode,
  destination: Record<string, unknown>,
  scope: 'all' | 'connection' = 'all',
): { ok: true; value: ValidDestination } | { ok: false; problems: string[] } {
  const fields = preparedFields(vendorRoot, destination).filter((f) => scope === 'all' || f.path.length > 1);
  const problems: string[] = [];
  const value: ValidDestination = { top: {}, settings: {}, secrets: {} };
  for (const field of fields) {
    const { node } = field;
    if (node.const !== undefined || node.attributes.key_format) continue;
    if (node.type === 'json' && node.name !== 'enabled_models') field.value = parseJson(field.value);
    const problem = problemOf(field);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (field.value === undefined || field.value === null || field.value === '') continue;
    if (field.path.length === 1) value.top[node.name] = field.value;
    else writePath(isSecretNode(node) ? value.secrets : value.settings, field.path, field.value);
  }
  if (problems.length === 0) problems.push(...vendorRuleProblems(value));
  return problems.length ? { ok: false, problems } : { ok: true, value };
}
