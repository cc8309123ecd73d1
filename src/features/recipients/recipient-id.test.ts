import { describe, expect, it } from 'vitest';
import { isRecipientId } from './recipient-id.ts';

describe('isRecipientId', () => {
  it('accepts UUIDs in either case', () => {
    expect(isRecipientId('3f1c2a4e-9b7d-4c1a-8e2f-0123456789ab')).toBe(true);
    expect(isRecipientId('3F1C2A4E-9B7D-4C1A-8E2F-0123456789AB')).toBe(true);
  });

  it('rejects ids of any other shape, bufo ids included', () => {
    for (const id of [
      '',
      'nope',
      'source-credentials',
      '3f1c2a4e-9b7d-4c1a-8e2f-0123456789a',
      '3f1c2a4e9b7d4c1a8e2f0123456789ab',
      '3f1c2a4e-bufo-4c1a-8e2f-0123456789ab',
      ' 3f1c2a4e-9b7d-4c1a-8e2f-0123456789ab',
    ]) {
      expect(isRecipientId(id), id).toBe(false);
    }
  });
});
