/**
 * What the General tab lists of a source (SPEC.md §2.8): every visible vendor field of the server's
 * form by its label, read from the flattened source. Passwords, service account keys and other
 * secrets are left out (reads never carry them), as are constant fields; booleans read Yes/No, enums
 * their display text. The public key the source presents is shown in a monospace box: the server
 * derives it on read (`ssh_tunnel.ssh_public_key`, a key pair's `public_key`).
 */
import type { FormNode } from '../../../api/schemas/form.ts';
import type { Source } from '../../../api/schemas/source.ts';
import { currentValue } from '../../../api/wire/form-values.ts';
import { isSecretNode } from '../../../api/wire/secrets.ts';
import { visibleFields } from '../../../api/wire/walk.ts';
import { flattenSource } from '../source-values.ts';

export interface DetailItem {
  label: string;
  value: string;
  /** Keys and JSON: shown in a monospace box that keeps line breaks. */
  monospace?: boolean;
}

export const NOT_SET_TEXT = 'N/A';
/** Named by the field whose key the tunnel presents; the read source holds it as ssh_public_key. */
const TUNNEL_KEY_FIELDS: ReadonlySet<string> = new Set(['primary_public_key', 'secondary_public_key']);
const yesNo = (on: boolean) => (on ? 'Yes' : 'No');

const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? NOT_SET_TEXT : String(value);

export function sourceDetailItems(form: FormNode, source: Source): DetailItem[] {
  const values = flattenSource(source, form);
  const items: DetailItem[] = [];
  for (const { node } of visibleFields(form, values)) {
    const skipped =
      node === form || node.name === 'name' || node.attributes.form_element === 'div' || isSecretNode(node);
    if (skipped) continue;
    const label = node.attributes.label || node.name;
    if (node.attributes.key_format) {
      const key = TUNNEL_KEY_FIELDS.has(node.name) ? values.ssh_public_key : values[node.name];
      if (typeof key === 'string' && key !== '') items.push({ label, value: key, monospace: true });
      continue;
    }
    if (node.const !== undefined) continue;
    const current = currentValue(node, values);
    if (node.type === 'boolean') {
      items.push({ label, value: yesNo(current === true) });
      continue;
    }
    const entry = node.enum?.find((e) => e.key === current);
    const value = entry ? entry.display : text(values[node.name]);
    items.push(
      node.type === 'json' && value !== NOT_SET_TEXT ? { label, value, monospace: true } : { label, value },
    );
  }
  return items;
}
