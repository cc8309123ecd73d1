import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { credentialErrorsOf, readCredential, validateCredential } from './credential-draft.ts';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(entries)) form.set(k, v);
  return form;
};

describe('readCredential', () => {
  it('reads the four fields, trimming the username but not the password', () => {
    expect(
      readCredential(formOf({ recipient_id: 'r', source_id: 's', username: ' u ', password: ' p w ' })),
    ).toEqual({ recipient_id: 'r', source_id: 's', username: 'u', password: ' p w ' });
  });

  it('reads missing fields as blank', () => {
    expect(readCredential(formOf({}))).toEqual({
      recipient_id: '',
      source_id: '',
      username: '',
      password: '',
    });
  });
});

describe('validateCredential', () => {
  it('names every missing field', () => {
    expect(validateCredential({ recipient_id: '', source_id: '', username: '', password: '  ' })).toEqual({
      recipient_id: 'Recipient is required.',
      source_id: 'Source is required.',
      username: 'Username is required.',
      password: 'Password is required.',
    });
    expect(validateCredential({ recipient_id: 'r', source_id: 's', username: 'u', password: 'p' })).toEqual(
      {},
    );
  });
});

describe('credentialErrorsOf', () => {
  it('puts a duplicate pair on the source and a 422 on its field', () => {
    const dup = 'This recipient already has a credential for this source.';
    expect(credentialErrorsOf(new ApiError(dup, 409, false))).toEqual({ source_id: dup });
    expect(
      credentialErrorsOf(
        new ApiError('recipient_source_credential.recipient_id: no such recipient', 422, false),
      ),
    ).toEqual({ recipient_id: 'No such recipient' });
    expect(credentialErrorsOf(new ApiError('Failed to post source credential.', 500, false))).toEqual({});
  });
});
