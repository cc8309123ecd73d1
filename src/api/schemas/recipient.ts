import * as v from 'valibot';

/** A recipient (the organisation's customer) as read; products are product names. */
export const recipient = v.object({
  id: v.string(),
  name: v.string(),
  id_in_provider_system: v.string(),
  products: v.array(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Recipient = v.InferOutput<typeof recipient>;
/** How a recipient is named in a choice: its name and its id in the provider's system. */
export const recipientLabel = (r: Recipient) => `${r.name} (${r.id_in_provider_system})`;
export const recipientListReply = v.object({ recipients: v.array(recipient) });
export const recipientReply = v.object({ recipient });

/** Per source and recipient login for role-based access sources; the password is never returned. */
export const recipientSourceCredential = v.object({
  id: v.string(),
  recipient_id: v.string(),
  source_id: v.string(),
  username: v.string(),
});
export type RecipientSourceCredential = v.InferOutput<typeof recipientSourceCredential>;
export const recipientSourceCredentialListReply = v.object({
  recipient_source_credentials: v.array(recipientSourceCredential),
});

const required = (field: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(`${field} is required`));

/** `POST /recipients {recipient}`: products are product names, at least one. */
export const recipientWrite = v.object({
  name: required('name'),
  id_in_provider_system: required('id_in_provider_system'),
  products: v.pipe(v.array(v.string()), v.minLength(1, 'Must select at least one product')),
});
export type RecipientWrite = v.InferOutput<typeof recipientWrite>;
export const recipientCreateBody = v.object({ recipient: recipientWrite });
/** `PATCH /recipients/{id} {recipient}`: changed fields only; id_in_provider_system cannot change. */
export const recipientPatchBody = v.object({ recipient: v.partial(recipientWrite) });

/** `POST /recipient-source-credentials` and the test call: the password is write-only. */
export const recipientSourceCredentialWrite = v.object({
  recipient_id: required('recipient_id'),
  source_id: required('source_id'),
  username: required('username'),
  password: required('password'),
});
export type RecipientSourceCredentialWrite = v.InferOutput<typeof recipientSourceCredentialWrite>;
export const recipientSourceCredentialBody = v.object({
  recipient_source_credential: recipientSourceCredentialWrite,
});
export const recipientSourceCredentialReply = v.object({
  recipient_source_credential: recipientSourceCredential,
});
