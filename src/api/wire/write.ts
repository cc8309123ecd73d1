/**
 * A form's values as sent (CONTRACT.md §6): the visible fields written into a nested object at their
 * field paths (field-paths.ts), integers and JSON converted as SPEC.md §5 says. The top-level keys are
 * the caller's to write; which fields are integers and which are never sent are the resource's facts
 * (WireRules, wire-rules.ts). The server reads the same paths back with the same walk.
 */
import type { FormNode } from '../schemas/form.ts';
import { isTopLevelKey, writePath } from './field-paths.ts';
import { currentValue, type FormValues } from './form-values.ts';
import { visibleFields } from './walk.ts';

export interface WireRules {
  /** Sent as integers, 0 when empty. */
  integerFields: ReadonlySet<string>;
  /** Shown for reference but never sent. */
  notSent: ReadonlySet<string>;
}

const isBlank = (raw: unknown) => raw === undefined || raw === null || String(raw).trim() === '';

/** A JSON field's text as a value; an unparseable one is sent as undefined (SPEC.md §5). */
export function parseJsonField(raw: unknown): unknown {
  if (typeof raw !== 'string') return isBlank(raw) ? undefined : raw;
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A field's value as sent; undefined leaves it out. */
export function wireValue(node: FormNode, raw: unknown, integerFields: ReadonlySet<string>): unknown {
  if (integerFields.has(node.name)) {
    const n = isBlank(raw) ? 0 : Number.parseInt(String(raw).trim(), 10);
    return Number.isNaN(n) ? 0 : n;
  }
  switch (node.type) {
    case 'json':
      return parseJsonField(raw);
    case 'boolean':
      return raw === true;
    case 'number': {
      if (isBlank(raw)) return undefined;
      const n = Number(String(raw).trim());
      return Number.isFinite(n) ? n : undefined;
    }
    default:
      if (isBlank(raw)) return undefined;
      return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : undefined;
  }
}

/**
 * Writes the visible fields below the root (the vendor select) into `target`, nested under the
 * vendor. Internal fields stay hidden, but a constant among them is part of the configuration.
 */
export function writeVisibleFields(
  target: Record<string, unknown>,
  root: FormNode,
  values: FormValues,
  rules: WireRules,
): Record<string, unknown> {
  for (const { node, path } of visibleFields(root, values, { includeInternal: true })) {
    if (node === root || isTopLevelKey(node.name) || rules.notSent.has(node.name)) continue;
    if (node.attributes.form_element === 'div') continue;
    if (node.attributes.internal && node.const === undefined) continue;
    const value = wireValue(node, currentValue(node, values), rules.integerFields);
    if (value !== undefined) writePath(target, path, value);
  }
  return target;
}
