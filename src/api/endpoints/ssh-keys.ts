import { request } from '../http.ts';
import { envelope } from '../schemas/envelope.ts';
import { sshPublicKey } from '../schemas/ssh-key.ts';

/**
 * The recipient's SSH key for tunnels and SFTP public-key auth (SPEC.md §7). The server keeps one key
 * pair per recipient and answers with the same public key until it is rotated, so asking twice is safe.
 */
export const sshKeysApi = {
  generateForRecipient: async (recipientId: string) =>
    (
      await request({
        method: 'POST',
        path: '/actions/generate-ssh-key',
        query: { recipient_id: recipientId },
        schema: envelope(sshPublicKey),
        fallback: 'Failed to generate public SSH key.',
      })
    ).data,
};
