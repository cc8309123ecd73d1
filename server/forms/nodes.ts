import type { FormNode, FormValue } from '../../src/api/schemas/form.ts';

/**
 * Small builders for form nodes, so the vendor forms read as data. A node is drafted without its
 * `parent` (the value of the node above that opens it); `attach` fills it in when the draft hangs
 * under a branch. Text fields are required unless `optional`; yes/no fields never are.
 */
export type SectionId = 1 | 2 | 3 | 4 | 5 | 6;

export interface Draft extends Omit<FormNode, 'parent' | 'children'> {
  branches: Branch[];
}
export interface Branch {
  when: FormValue;
  fields: Draft[];
}

interface Options {
  placeholder?: string;
  description?: string;
  optional?: boolean;
  internal?: boolean;
}

function draft(
  name: string,
  section: SectionId,
  label: string,
  options: Options,
  shape: Pick<FormNode, 'type' | 'enum' | 'const'> & {
    element: FormNode['attributes']['form_element'];
    inputType?: FormNode['attributes']['input_type'];
    keyFormat?: FormNode['attributes']['key_format'];
    required?: boolean;
  },
  branches: Branch[] = [],
): Draft {
  const attributes: FormNode['attributes'] = {
    section_id: section,
    internal: options.internal ?? false,
    label,
    placeholder: options.placeholder ?? '',
    description: options.description ?? '',
    form_element: shape.element,
  };
  if (shape.inputType) attributes.input_type = shape.inputType;
  if (shape.keyFormat) attributes.key_format = shape.keyFormat;
  const node: Draft = {
    name,
    required: shape.required ?? !options.optional,
    type: shape.type,
    attributes,
    branches,
  };
  if (shape.enum) node.enum = shape.enum;
  if (shape.const !== undefined) node.const = shape.const;
  return node;
}

export const text = (name: string, section: SectionId, label: string, options: Options = {}) =>
  draft(name, section, label, options, { type: 'string', element: 'input', inputType: 'text' });

export const integer = (name: string, section: SectionId, label: string, options: Options = {}) =>
  draft(name, section, label, options, { type: 'number', element: 'input', inputType: 'number' });

/** Written, never returned: stored in the secrets column (CONTRACT.md §5). */
export const secret = (name: string, section: SectionId, label: string, options: Options = {}) =>
  draft(name, section, label, options, { type: 'string', element: 'input', inputType: 'password' });

/** A JSON document pasted into a textarea (service account keys, federation metadata). */
export const jsonText = (name: string, section: SectionId, label: string, options: Options = {}) =>
  draft(name, section, label, options, { type: 'json', element: 'textarea' });

/** A choice; the first option is the default the server fills in when the value is absent. */
export const select = (
  name: string,
  section: SectionId,
  label: string,
  options: [FormValue, string][],
  extra: Options = {},
  branches: Branch[] = [],
) =>
  draft(
    name,
    section,
    label,
    extra,
    {
      type: typeof options[0]?.[0] === 'number' ? 'number' : 'string',
      element: 'select',
      enum: options.map(([key, display]) => ({ key, display })),
    },
    branches,
  );

export const yesNo = (
  name: string,
  section: SectionId,
  label: string,
  options: Options = {},
  branches: Branch[] = [],
) =>
  draft(
    name,
    section,
    label,
    options,
    {
      type: 'boolean',
      element: 'radio',
      required: false,
      enum: [
        { key: true, display: 'Yes' },
        { key: false, display: 'No' },
      ],
    },
    branches,
  );

/** Read-only text shown with a copy button: something the customer must grant or trust. */
export const constant = (
  name: string,
  section: SectionId,
  label: string,
  value: string,
  options: Options & { multiline?: boolean } = {},
) =>
  draft(name, section, label, options, {
    type: 'string',
    element: options.multiline ? 'textarea' : 'input',
    required: false,
    const: value,
  });

/**
 * The recipient's public key, shown read-only: the client generates it (`POST /actions/generate-ssh-key`)
 * and shows `public_key` (ssh_rsa) or `public_key_pkcs8` (pkcs8). The server fills it in on reads.
 */
export const publicKey = (
  name: string,
  section: SectionId,
  label: string,
  format: 'ssh_rsa' | 'pkcs8',
  options: Options = {},
) =>
  draft(name, section, label, options, {
    type: 'string',
    element: 'textarea',
    required: false,
    keyFormat: format,
  });

export const when = (value: FormValue, ...fields: Draft[]): Branch => ({ when: value, fields });

/** Turns a draft into a wire node hanging under `parent`. */
export function attach(node: Draft, parent: FormValue | null): FormNode {
  const { branches, ...rest } = node;
  const children = branches.flatMap((b) => b.fields.map((f) => attach(f, b.when)));
  return { ...rest, parent, children: children.length ? children : null };
}
