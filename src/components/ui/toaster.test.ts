import { afterEach, describe, expect, it } from 'vitest';
import { showToast, toaster } from './toaster.ts';

afterEach(() => {
  toaster.remove();
});

describe('showToast', () => {
  it('stacks toasts without an id, each under its own id', () => {
    const first = showToast({ kind: 'ERROR', message: 'Failed to load destinations.' });
    const second = showToast({ kind: 'ERROR', message: 'Failed to load destinations.' });
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('replaces a toast shown again under the same id, keeping its action', () => {
    const reload = () => {};
    showToast({
      id: 'storage-quota',
      kind: 'ERROR',
      message: 'first',
      action: { label: 'Reload', onClick: reload },
    });
    showToast({
      id: 'storage-quota',
      kind: 'ERROR',
      message: 'second',
      action: { label: 'Reload', onClick: reload },
    });
    const shown = toaster.getVisibleToasts().filter((t) => t.id === 'storage-quota');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: 'second', action: { label: 'Reload' } });
  });
});
