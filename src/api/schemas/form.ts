import * as v from 'valibot';

/**
 * The destination form definition of CONTRACT.md §6: `GET /public/forms/destination-vendors` →
 * `{sections, form}`, where `form` is the root node (the `vendor` select) of a tree of fields. A child
 * is shown when its parent's current value equals the child's `parent` (a vendor key, an auth method,
 * `true`/`false` for a boolean). Client (form engine) and server (form data, validation) share it.
 */

/** A value a node can take and a child can hang from: an enum key, or true/false of a boolean. */
export const formValue = v.union([v.string(), v.number(), v.boolean()]);
export type FormValue = v.InferOutput<typeof formValue>;

export const formEnumEntry = v.object({
  key: formValue,
  display: v.string(),
  icon_url: v.optional(v.string()),
  disabled: v.optional(v.boolean()),
  docs: v.optional(v.string()),
});
export type FormEnumEntry = v.InferOutput<typeof formEnumEntry>;

export const FORM_ELEMENTS = ['input', 'select', 'radio', 'textarea', 'div'] as const;
export const FORM_FIELD_TYPES = ['string', 'number', 'boolean', 'json'] as const;

export const formAttributes = v.object({
  section_id: v.number(),
  internal: v.optional(v.boolean(), false),
  label: v.string(),
  placeholder: v.optional(v.string()),
  description: v.optional(v.string()),
  form_element: v.picklist(FORM_ELEMENTS),
  input_type: v.optional(v.picklist(['text', 'password', 'number'])),
  key_format: v.optional(v.picklist(['ssh_rsa', 'pkcs8'])),
});
export type FormAttributes = v.InferOutput<typeof formAttributes>;

const nodeEntries = {
  name: v.string(),
  /** The parent's value that opens this node; null for the root. */
  parent: v.nullable(formValue),
  required: v.boolean(),
  type: v.picklist(FORM_FIELD_TYPES),
  enum: v.optional(v.array(formEnumEntry)),
  /** A fixed value shown read-only with a copy button (e.g. the organisation's IAM role). */
  const: v.optional(formValue),
  attributes: formAttributes,
};
const nodeWithoutChildren = v.object(nodeEntries);

// A recursive schema needs its type spelled once; it is the schema's own output plus `children`.
export type FormNode = v.InferOutput<typeof nodeWithoutChildren> & { children: FormNode[] | null };
type FormNodeInput = v.InferInput<typeof nodeWithoutChildren> & { children: FormNodeInput[] | null };

export const formNode: v.GenericSchema<FormNodeInput, FormNode> = v.object({
  ...nodeEntries,
  children: v.nullable(v.array(v.lazy(() => formNode))),
});

export const formSection = v.object({
  id: v.number(),
  title: v.string(),
  subtitle: v.optional(v.nullable(v.string())),
});
export type FormSection = v.InferOutput<typeof formSection>;

export const formDefinition = v.object({ sections: v.array(formSection), form: formNode });
export type FormDefinition = v.InferOutput<typeof formDefinition>;
