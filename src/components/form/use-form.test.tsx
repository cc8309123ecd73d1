// @vitest-environment jsdom
/**
 * The form kit's state as a form uses it: a change clears the errors of what it touched, a check shows
 * what it found and moves focus to the first invalid field, a reset (a restored draft, the start
 * again) clears them, and every edit moves the revision a connection test is tied to.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test-support/render.tsx';
import { type FormState, useForm } from './use-form.ts';

interface Values {
  name: string;
  url: string;
  vendor: string;
}
const START: Values = { name: '', url: '', vendor: 'generic' };

let form: FormState<Values>;

function TestForm() {
  form = useForm<Values>({
    initial: START,
    draft: { session: { status: 'signed-out' }, formId: 'thing:new' },
    onReset: (values) => ({ ...values, url: values.url.trim() }),
  });
  return (
    <form ref={form.formRef}>
      {(['name', 'url'] as const).map((name) => (
        <input key={name} name={name} aria-invalid={form.errors[name] ? true : undefined} readOnly />
      ))}
    </form>
  );
}

const open = () => render(<TestForm />);

describe('useForm', () => {
  it('shows what a check found, focuses the first invalid field, and says whether it passed', async () => {
    await open();
    let passed = true;
    act(() => {
      passed = form.check({ url: 'URL is required.', name: 'Name is required.' });
    });
    expect(passed).toBe(false);
    expect(form.errors).toEqual({ url: 'URL is required.', name: 'Name is required.' });
    expect(document.activeElement?.getAttribute('name')).toBe('name');
    act(() => {
      passed = form.check({});
    });
    expect(passed).toBe(true);
    expect(form.errors).toEqual({});
  });

  it('clears the errors of what a change touched, and bumps the revision', async () => {
    await open();
    act(() => void form.check({ name: 'Name is required.', url: 'URL is required.' }));
    const before = form.revision.current;
    act(() => form.change({ name: 'Ops' }));
    expect(form.values.name).toBe('Ops');
    expect(form.errors).toEqual({ url: 'URL is required.' });
    act(() => form.change({ vendor: 'fixed' }, ['vendor', 'url']));
    expect(form.errors).toEqual({});
    expect(form.revision.current).toBe(before + 2);
    expect(form.edits).toBe(form.revision.current);
  });

  it('adds a refused save’s errors to those shown; a reset puts values in as the form holds them', async () => {
    await open();
    act(() => form.addErrors({ url: 'url must start with http://' }, false));
    expect(form.errors).toEqual({ url: 'url must start with http://' });
    expect(document.activeElement?.getAttribute('name')).toBeNull();
    act(() => form.reset({ name: 'Ops', url: ' https://a.example ', vendor: 'generic' }));
    expect(form.values).toEqual({ name: 'Ops', url: 'https://a.example', vendor: 'generic' });
    expect(form.errors).toEqual({});
  });
});
