import * as v from 'valibot';

/**
 * Turns valibot issues into one message naming each failing field and its problem, e.g.
 * `email: email must be an e-mail address`. One problem per field: the first is the useful one.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[], subject = 'body'): string {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? subject;
    if (!byField.has(field)) byField.set(field, `${field}: ${problem(issue, field)}`);
  }
  return [...byField.values()].join('; ');
}

function problem(issue: v.BaseIssue<unknown>, field: string): string {
  const name = field.split('.').at(-1) ?? field;
  if (issue.kind === 'schema' && issue.type === 'object' && issue.received === 'undefined' && issue.path) {
    return `${name} is required`;
  }
  if (issue.kind === 'schema' && issue.type === 'object' && !issue.path) {
    return `${subjectName(field)} must be a JSON object (received ${issue.received})`;
  }
  // Messages written in our schemas already read well; valibot's defaults ("Invalid type: ...") get
  // rephrased around the field.
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  return `${name} must be ${issue.expected ?? 'valid'} (received ${issue.received})`;
}

const subjectName = (field: string) => (field === 'body' ? 'the request body' : field);
