// @vitest-environment jsdom
/**
 * The update prompt as a user meets it: hidden until a new version waits, then 'A new version is
 * available' with 'Reload' in a status region; Reload takes the update at once, or asks first while a
 * form holds unsaved edits; nothing is ever applied without the user.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedEdits } from '../offline/unsaved-edits.ts';
import { render } from '../test-support/render.tsx';
import { UNSAVED_EDITS_QUESTION, UPDATE_AVAILABLE_TEXT, UpdatePrompt } from './update-prompt.tsx';

const sw = vi.hoisted(() => ({
  listeners: new Set<() => void>(),
  applyUpdate: vi.fn(async () => {}),
  stopChecks: vi.fn(),
}));
vi.mock('../offline/register-sw.ts', () => ({
  onNeedRefresh: (listener: () => void) => {
    sw.listeners.add(listener);
    return () => sw.listeners.delete(listener);
  },
  applyUpdate: sw.applyUpdate,
  startUpdateChecks: () => sw.stopChecks,
}));

function DirtyForm() {
  useUnsavedEdits(true);
  return null;
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
const announce = () =>
  act(() => {
    for (const listener of sw.listeners) listener();
  });
async function click(name: string) {
  const target = button(name);
  expect(target, name).toBeDefined();
  await act(async () => target?.click());
}

beforeEach(() => {
  sw.listeners.clear();
  sw.applyUpdate.mockClear();
  sw.stopChecks.mockClear();
});

describe('UpdatePrompt', () => {
  it('announces a waiting version in a status region and reloads into it on request', async () => {
    await render(<UpdatePrompt />);
    const status = document.querySelector('[role="status"]');
    expect(status?.textContent).toBe('');

    await announce();
    expect(status?.textContent).toContain(UPDATE_AVAILABLE_TEXT);
    expect(sw.applyUpdate).not.toHaveBeenCalled();
    await click('Reload');
    expect(sw.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('asks before reloading over unsaved edits, and Cancel keeps the page as it is', async () => {
    await render(
      <>
        <DirtyForm />
        <UpdatePrompt />
      </>,
    );
    await announce();
    await click('Reload');
    expect(sw.applyUpdate).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain(UNSAVED_EDITS_QUESTION);
    await click('Cancel');
    expect(sw.applyUpdate).not.toHaveBeenCalled();

    await click('Reload');
    await click('Reload anyway');
    expect(sw.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('can be put off, and stops its update checks when it leaves', async () => {
    const { unmount } = await render(<UpdatePrompt />);
    await announce();
    await click('Later');
    expect(document.body.textContent).not.toContain(UPDATE_AVAILABLE_TEXT);
    expect(sw.applyUpdate).not.toHaveBeenCalled();
    unmount();
    expect(sw.stopChecks).toHaveBeenCalledTimes(1);
  });
});
