import type { FormNode, FormValue } from '../../src/api/schemas/form.ts';
import { readPath } from '../../src/api/wire/field-paths.ts';
import { type WalkedField, walkFormTree } from '../../src/api/wire/walk.ts';

/**
 * The fields a prepared destination or source shows, by the shared walk of CONTRACT.md §6
 * (src/api/wire/walk.ts), each with the value read at its path. Absent values take their default
 * first (a select's first option, `false` for a yes/no) so the walk follows the branch the server will
 * store. Internal nodes are included: the server accepts them when sent.
 */
export type PreparedField = WalkedField<unknown>;

export function defaultValue(node: FormNode): FormValue | undefined {
  if (node.const !== undefined || node.attributes.key_format) return undefined;
  // A destination is enabled unless told otherwise (SPEC.md §3); other yes/no fields default to No.
  if (node.type === 'boolean') return node.name === 'is_enabled';
  if (node.attributes.form_element === 'select' && node.required) return node.enum?.[0]?.key;
  return undefined;
}

/** `value` is the value sent, or the default when nothing was sent. */
export function preparedFields(root: FormNode, prepared: unknown): PreparedField[] {
  const readValue = (node: FormNode, path: readonly string[]) => {
    const sent = readPath(prepared, path);
    const missing = sent === undefined || sent === null || sent === '';
    const fallback = missing ? defaultValue(node) : undefined;
    return fallback !== undefined ? fallback : sent;
  };
  return walkFormTree(root, readValue, { includeInternal: true });
}
