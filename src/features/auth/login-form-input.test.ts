import { describe, expect, it } from 'vitest';
import {
  CODE_LENGTH,
  CODE_NOT_NUMERIC,
  CODE_REQUIRED,
  codeInput,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  emailInput,
  parseForm,
} from './login-form-input.ts';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe('sign-in form input', () => {
  it('accepts an e-mail, trimmed', () => {
    expect(parseForm(emailInput, form({ email: '  demo@example.com ' }))).toEqual({
      ok: true,
      value: { email: 'demo@example.com' },
    });
  });

  it.each([
    [{}, EMAIL_REQUIRED],
    [{ email: '   ' }, EMAIL_REQUIRED],
    [{ email: 'demo' }, EMAIL_INVALID],
    [{ email: 'demo@' }, EMAIL_INVALID],
  ])('rejects %j naming the email field', (entries, message) => {
    expect(parseForm(emailInput, form(entries))).toEqual({ ok: false, field: 'email', message });
  });

  it('accepts a 6-digit code', () => {
    expect(parseForm(codeInput, form({ code: '012345' }))).toEqual({ ok: true, value: { code: '012345' } });
  });

  it.each([
    [{}, CODE_REQUIRED],
    [{ code: '' }, CODE_REQUIRED],
    [{ code: '12a456' }, CODE_NOT_NUMERIC],
    [{ code: '12 456' }, CODE_NOT_NUMERIC],
    [{ code: '12345' }, CODE_LENGTH],
  ])('rejects the code %j naming the code field', (entries, message) => {
    expect(parseForm(codeInput, form(entries))).toEqual({ ok: false, field: 'code', message });
  });

  it('says which field and why in the message itself', () => {
    expect(EMAIL_INVALID).toMatch(/^Email/);
    expect(CODE_NOT_NUMERIC).toMatch(/^One-time code/);
  });
});
