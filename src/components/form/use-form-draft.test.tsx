// @vitest-environment jsdom
/**
 * A form's draft as a user meets it: typed values come back after the form is opened again (a reload),
 * the secret does not and never reaches IndexedDB, the notice offers to discard, a successful save
 * forgets the draft, and unsaved edits are registered for the update prompt.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maskUrl } from '../../api/wire/webhook-url.ts';
import { DRAFT_SAVE_DELAY_MS } from '../../offline/drafts.ts';
import { draftsDatabaseName, userKey } from '../../offline/storage-names.ts';
import { hasUnsavedEdits } from '../../offline/unsaved-edits.ts';
import { type Rendered, render, type as typeValue } from '../../test-support/render.tsx';
import { DRAFT_RESTORED_TEXT, DraftNotice } from './draft-notice.tsx';
import { type DraftSession, type FormDraft, mergeDraft, sameValues, useFormDraft } from './use-form-draft.ts';

interface Values {
  name: string;
  password: string;
  events: string[];
}
const BLANK: Values = { name: '', password: '', events: [] };

let users = 0;
let session: DraftSession;
let view: Rendered;
let host: HTMLDivElement;
let draft: FormDraft;
/** How the form's draft keeps its values (a webhook form masks the URL's token). */
let keptAs: ((values: Values) => Values) | undefined;

function TestForm() {
  const [values, setValues] = useState<Values>(BLANK);
  draft = useFormDraft({
    session,
    formId: 'thing:new',
    values,
    initial: BLANK,
    restore: setValues,
    secretNames: ['password'],
    keptAs,
  });
  return (
    <form>
      <DraftNotice draft={draft} />
      <input
        name="name"
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <input
        name="password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
    </form>
  );
}

const input = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => typeValue(input(name), value);
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await wait(10);
  expect(check()).toBe(true);
}
async function open() {
  view = await render(<TestForm />);
  host = view.host;
}
const close = () => view.unmount();
async function storedRows() {
  if (session.status !== 'signed-in') return [];
  const db = new Dexie(draftsDatabaseName(await userKey(session.email), session.environment));
  await db.open();
  try {
    return await db.table('drafts').toArray();
  } finally {
    db.close();
  }
}

beforeEach(() => {
  keptAs = undefined;
  session = { status: 'signed-in', email: `user${++users}.${Date.now()}@example.com`, environment: 'prod' };
});
afterEach(() => {
  if (host?.isConnected) close();
  vi.restoreAllMocks();
});

describe('useFormDraft', () => {
  it('brings typed values back when the form opens again, never the secret', async () => {
    await open();
    type('name', 'Orders warehouse');
    type('password', 'typed-secret');
    expect(hasUnsavedEdits()).toBe(true);
    await wait(DRAFT_SAVE_DELAY_MS + 50);
    close();
    expect(hasUnsavedEdits()).toBe(false);

    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('typed-secret');

    await open();
    await until(() => input('name').value === 'Orders warehouse');
    expect(input('password').value).toBe('');
    expect(host.textContent).toContain(DRAFT_RESTORED_TEXT);
    expect(hasUnsavedEdits()).toBe(true);
  });

  it('keeps a secret inside a value as the form masks it, never as typed', async () => {
    keptAs = (values) => ({ ...values, name: maskUrl(values.name) });
    await open();
    type('name', 'https://hooks.acme.example/in?token=typed-token');
    await wait(DRAFT_SAVE_DELAY_MS + 50);
    close();

    expect(JSON.stringify(await storedRows())).not.toContain('typed-token');
    await open();
    await until(() => input('name').value === 'https://hooks.acme.example/…');
  });

  it('Discard draft puts the start back and forgets the draft', async () => {
    await open();
    type('name', 'To be discarded');
    await wait(DRAFT_SAVE_DELAY_MS + 50);
    close();
    await open();
    await until(() => input('name').value === 'To be discarded');
    const discard = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Discard draft');
    await act(async () => discard?.click());
    expect(input('name').value).toBe('');
    expect(host.textContent).not.toContain(DRAFT_RESTORED_TEXT);
    await until(() => hasUnsavedEdits() === false);
    await wait(DRAFT_SAVE_DELAY_MS + 50);
    expect(await storedRows()).toEqual([]);
  });

  it('clear (after a successful save) forgets the draft, even with a write still pending', async () => {
    await open();
    type('name', 'Saved soon');
    await act(() => draft.clear());
    close();
    await wait(DRAFT_SAVE_DELAY_MS + 50);
    expect(await storedRows()).toEqual([]);
  });

  it('keeps nothing when no one is signed in', async () => {
    session = { status: 'signed-out' };
    await open();
    type('name', 'Anonymous');
    await wait(DRAFT_SAVE_DELAY_MS + 50);
    close();
    await open();
    await wait(50);
    expect(input('name').value).toBe('');
  });
});

describe('sameValues and mergeDraft', () => {
  it('counts a missing field as blank', () => {
    expect(sameValues({ name: '' }, {})).toBe(true);
    expect(sameValues({ tags: ['a'] }, { tags: ['a'] })).toBe(true);
    expect(sameValues({ name: 'x' }, {})).toBe(false);
  });

  it('takes only fields of the same kind, and new plain fields only when the form is open-ended', () => {
    const start = { name: '', events: [] as string[], enabled: true };
    const stored = { name: 'A', events: 'not a list', enabled: false, host: 'db', nested: { a: 1 } };
    expect(mergeDraft(start, stored)).toEqual({ name: 'A', events: [], enabled: false });
    expect(mergeDraft(start, stored, true)).toEqual({ name: 'A', events: [], enabled: false, host: 'db' });
  });
});
