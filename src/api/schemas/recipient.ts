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
