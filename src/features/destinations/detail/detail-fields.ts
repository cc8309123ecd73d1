/**
 * What the General tab's Details list shows of a destination (SPEC.md §2.4): every visible vendor
 * field of the server's form, by its label, read from the flattened destination. Secrets (passwords,
 * service account keys) are left out — reads never carry them anyway, and an empty "Password" row
 * would only invite the question. Booleans read Yes/No, enums their display text, keys and JSON in a
 * monospace box.
 */
import type { Destination } from '../../../api/schemas/destination.ts';
import type { FormNode } from '../../../api/schemas/form.ts';
import { isTopLevelKey } from '../../../api/wire/field-paths.ts';
import { currentValue } from '../../../api/wire/form-values.ts';
import { isSecretNode } from '../../../api/wire/secrets.ts';
import { visibleFields } from '../../../api/wire/walk.ts';
import { jsonFieldNames } from '../../../components/form-tree/flatten.ts';
import { flattenDestination } from '../form/flatten.ts';
import { DEFAULT_FREQUENCY_LABEL, FREQUENCY_OPTIONS } from '../form/frequency-options.ts';
import { ALL_MODELS_MARKER } from '../sync/available-models.ts';

export interface DetailItem {
  label: string;
  value: string;
  /** Keys and JSON: shown in a monospace box that keeps line breaks. */
  monospace?: boolean;
}

export const NOT_SET_TEXT = 'N/A';
const yesNo = (on: boolean) => (on ? 'Yes' : 'No');

function display(node: FormNode, raw: unknown, current: unknown): DetailItem['value'] {
  if (node.type === 'boolean') return yesNo(current === true);
  const entry = node.enum?.find((e) => e.key === current);
  if (entry) return entry.display;
  const value = node.const ?? raw;
  return value === undefined || value === null || value === '' ? NOT_SET_TEXT : String(value);
}

export function vendorDetailItems(form: FormNode, destination: Destination): DetailItem[] {
  const values = flattenDestination(destination, jsonFieldNames(form));
  const items: DetailItem[] = [];
  for (const { node } of visibleFields(form, values)) {
    if (node === form || isTopLevelKey(node.name) || node.attributes.form_element === 'div') continue;
    if (isSecretNode(node)) continue;
    const label = node.name === 'use_ssh_tunnel' ? 'Use SSH Tunnel' : node.attributes.label || node.name;
    const value = display(node, values[node.name], currentValue(node, values));
    const boxed = node.attributes.key_format !== undefined || node.type === 'json';
    items.push(boxed && value !== NOT_SET_TEXT ? { label, value, monospace: true } : { label, value });
  }
  return items;
}

/** frequency_minutes in words; 0 is the organisation's default (SPEC.md §2.4). */
export function frequencyText(minutes: number): string {
  if (minutes === 0) return DEFAULT_FREQUENCY_LABEL;
  return FREQUENCY_OPTIONS.find((o) => o.minutes === minutes)?.label ?? `Every ${minutes} minutes`;
}

/** 'No models', 'All available models' for ["*"], or the models comma-separated (SPEC.md §9). */
export function enabledModelsText(models: readonly string[]): string {
  if (models.length === 0) return 'No models';
  if (models.includes(ALL_MODELS_MARKER)) return 'All available models';
  return [...models].sort((a, b) => a.localeCompare(b)).join(', ');
}

export const enabledText = yesNo;
