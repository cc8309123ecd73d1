/**
 * A refused write names its field (SPEC.md §8, CONTRACT.md §2): a 422 reads `recipient.name: name is
 * required; recipient.products: …` (or `postgres.port must be …` for a form tree), a 409 is a
 * duplicate. What the server said goes next to the field it names, when that field is on the form;
 * the toast, raised by the network layer, says it too.
 */
import { isApiError } from '../../api/errors.ts';

const CONFLICT = 409;
const INVALID = 422;
/** A leading field path, then `: problem` or the rest of the sentence. */
const ISSUE = /^([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)(?::\s*|\b\s*)(.*)$/s;

export interface ServerErrorRules {
  /** The form's fields: a path naming another field is left to the toast. */
  fields: Iterable<string>;
  /** The write's wire name ('recipient'): then only `recipient.<field>` paths count. */
  entity?: string;
  /** The field a 409 (it already exists) is about; it gets the server's words as they are. */
  conflictField?: string;
  /**
   * Words each problem of a 422 on its own (`name is required` → `Name is required.`). Without it the
   * field the message starts with gets the whole message, whatever the status.
   */
  word?: (field: string, problem: string) => string;
}

/** 'name is required' → 'Name is required'. */
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The form field a path names: the entity dropped, then the last name that is not an index. */
function fieldOf(path: string, rules: ServerErrorRules, fields: ReadonlySet<string>): string | null {
  const names = path.split('.');
  if (rules.entity !== undefined && names.shift() !== rules.entity) return null;
  const name = names.filter((n) => !/^\d+$/.test(n)).at(-1);
  return name && fields.has(name) ? name : null;
}

export function serverFieldErrors(error: unknown, rules: ServerErrorRules): Record<string, string> {
  if (!(error instanceof Error)) return {};
  const status = isApiError(error) ? error.status : 0;
  if (rules.conflictField && status === CONFLICT) return { [rules.conflictField]: error.message };
  const fields = new Set(rules.fields);
  const { word } = rules;
  if (!word) {
    const match = ISSUE.exec(error.message.trim());
    const field = match?.[1] ? fieldOf(match[1], rules, fields) : null;
    return field ? { [field]: error.message } : {};
  }
  const errors: Record<string, string> = {};
  if (status !== INVALID) return errors;
  for (const part of error.message.split('; ')) {
    const match = ISSUE.exec(part.trim());
    const field = match?.[1] ? fieldOf(match[1], rules, fields) : null;
    if (field && match?.[2] && errors[field] === undefined) errors[field] = word(field, match[2]);
  }
  return errors;
}
