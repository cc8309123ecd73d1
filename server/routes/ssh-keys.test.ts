import { createPublicKey } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../src/api/schemas/envelope.ts';
import { sshPublicKey } from '../../src/api/schemas/ssh-key.ts';
import { openSecret } from '../secrets/secret-box.ts';
import { makeTestApp } from '../testing/test-app.ts';

/** Reads an OpenSSH `ssh-rsa` line back into its parts (RFC 4253 §6.6). */
function parseSshRsa(line: string) {
  const [type, base64, comment] = line.split(' ');
  const blob = Buffer.from(base64 ?? '', 'base64');
  const fields: Buffer[] = [];
  for (let at = 0; at < blob.length; ) {
    const length = blob.readUInt32BE(at);
    fields.push(blob.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  const [name, e, n] = fields;
  return {
    type,
    comment,
    name: name?.toString(),
    e: e ?? Buffer.alloc(0),
    n: n ?? Buffer.alloc(0),
    count: fields.length,
  };
}

const keyReply = envelope(sshPublicKey);

async function setup() {
  const t = makeTestApp();
  const cookie = await t.signIn();
  const recipient = t.db
    .prepare(
      `SELECT id, id_in_provider_system FROM recipients WHERE environment = 'prod' ORDER BY id LIMIT 1`,
    )
    .get() as { id: string; id_in_provider_system: string };
  return { t, cookie, recipient };
}

describe('POST /api/actions/generate-ssh-key', () => {
  it('returns a real RSA 2048 key whose OpenSSH and PKCS#8 forms agree', async () => {
    const { t, cookie, recipient } = await setup();
    const res = await t.call('POST', `/api/actions/generate-ssh-key?recipient_id=${recipient.id}`, {
      cookie,
    });
    expect(res.status).toBe(200);
    const key = v.parse(keyReply, res.json).data;
    const parsed = parseSshRsa(key.public_key);
    expect(parsed).toMatchObject({ type: 'ssh-rsa', name: 'ssh-rsa', count: 3 });
    expect(parsed.comment).toBe(`prequel-${recipient.id_in_provider_system}`);
    // mpints carry no sign bit: a modulus with its top bit set gets a leading zero byte.
    expect(parsed.n[0]).toBe(0);
    const jwk = createPublicKey(key.public_key_pkcs8).export({ format: 'jwk' });
    expect(Buffer.from(jwk.n ?? '', 'base64url').equals(parsed.n.subarray(1))).toBe(true);
    expect(Buffer.from(jwk.e ?? '', 'base64url').equals(parsed.e)).toBe(true);
    expect(parsed.n.length - 1).toBe(256);
    expect(key.public_key_pkcs8).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
  });

  it('gives the same key again, a new one when rotated, and never the private key', async () => {
    const { t, cookie, recipient } = await setup();
    const path = `/api/actions/generate-ssh-key?recipient_id=${recipient.id}`;
    const first = (await t.call('POST', path, { cookie })).json.data.public_key;
    expect((await t.call('POST', path, { cookie })).json.data.public_key).toBe(first);
    const rotated = await t.call('POST', `${path}&rotate=true`, { cookie });
    expect(rotated.json.data.public_key).not.toBe(first);
    expect((await t.call('POST', path, { cookie })).json.data.public_key).toBe(rotated.json.data.public_key);
    const stored = t.db
      .prepare('SELECT private_key FROM ssh_keys WHERE recipient_id = ?')
      .pluck()
      .all(recipient.id);
    expect(stored).toHaveLength(1);
    expect(String(stored[0])).not.toContain('PRIVATE KEY');
    expect(openSecret(t.db, String(stored[0]))).toContain('BEGIN PRIVATE KEY');
    expect(rotated.text).not.toContain('PRIVATE');
    expect([...t.logs, ...t.errors.map((e) => e.message)].join('\n')).not.toContain('PRIVATE');
  });

  it('needs a session and a known recipient of this environment', async () => {
    const { t, cookie, recipient } = await setup();
    expect((await t.call('POST', `/api/actions/generate-ssh-key?recipient_id=${recipient.id}`)).status).toBe(
      401,
    );
    const missing = await t.call('POST', '/api/actions/generate-ssh-key', { cookie });
    expect(missing.status).toBe(422);
    expect(missing.json.message).toBe('recipient_id: recipient_id is required');
    const unknown = await t.call('POST', '/api/actions/generate-ssh-key?recipient_id=nope', { cookie });
    expect(unknown.status).toBe(404);
    const staging = await t.call('POST', `/api/actions/generate-ssh-key?recipient_id=${recipient.id}`, {
      cookie,
      headers: { Environment: 'staging' },
    });
    expect(staging.status).toBe(404);
  });
});

describe('generating keys concurrently', () => {
  it('gives every first request for a recipient the same key', async () => {
    const { t, cookie, recipient } = await setup();
    const path = `/api/actions/generate-ssh-key?recipient_id=${recipient.id}`;
    const replies = await Promise.all([1, 2].map(() => t.call('POST', path, { cookie })));
    const keys = new Set(replies.map((reply) => reply.json.data.public_key));
    expect(keys.size).toBe(1);
    const stored = t.db
      .prepare('SELECT public_key FROM ssh_keys WHERE recipient_id = ?')
      .pluck()
      .all(recipient.id);
    expect(stored).toEqual([...keys]);
  });

  it("answers a user's second rotation while the first is being made with 429 and Retry-After; other users go ahead", async () => {
    const { t, cookie, recipient } = await setup();
    const other = await t.signIn('priya.patel@example.com');
    const rotate = `/api/actions/generate-ssh-key?recipient_id=${recipient.id}&rotate=true`;
    const [first, second, organization, others] = await Promise.all([
      t.call('POST', rotate, { cookie }),
      t.call('POST', rotate, { cookie }),
      t.call('POST', '/api/public/actions/generate-ssh-key?rotate=true', { cookie }),
      t.call('POST', rotate, { cookie: other }),
    ]);
    expect([first.status, others.status]).toEqual([200, 200]);
    for (const refused of [second, organization]) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.json).toEqual({
        status: 'error',
        data: null,
        message: 'A new key is already being made for you. Try again in 1 second.',
      });
    }
    expect((await t.call('POST', rotate, { cookie })).status).toBe(200);
  });
});

describe('POST /api/public/actions/generate-ssh-key', () => {
  it("returns the organisation's key without a session, and 404 for an unknown organisation", async () => {
    const t = makeTestApp();
    const res = await t.call('POST', '/api/public/actions/generate-ssh-key?org_id=acme-analytics');
    expect(res.status).toBe(200);
    const key = v.parse(keyReply, res.json).data;
    expect(parseSshRsa(key.public_key).comment).toBe('prequel-acme-analytics');
    const again = await t.call('POST', '/api/public/actions/generate-ssh-key?org_id=acme-analytics');
    expect(again.json.data.public_key).toBe(key.public_key);
    expect((await t.call('POST', '/api/public/actions/generate-ssh-key?org_id=nope')).status).toBe(404);
  });
});
