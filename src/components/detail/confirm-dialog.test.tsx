// @vitest-environment jsdom
/** The shared confirmation: Cancel closes it, and with holdWhileBusy it stays while the action runs. */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test-support/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const cancel = () =>
  [...document.body.querySelectorAll('[role="alertdialog"] button')].find(
    (b) => b.textContent?.trim() === 'Cancel',
  ) as HTMLButtonElement;

async function show(busy: boolean, holdWhileBusy: boolean) {
  const onOpenChange = vi.fn();
  await render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Sure?"
      description="It cannot be undone."
      confirmLabel="Do it"
      busy={busy}
      holdWhileBusy={holdWhileBusy}
      onConfirm={() => {}}
    />,
  );
  return onOpenChange;
}

describe('ConfirmDialog', () => {
  it('closes on Cancel', async () => {
    const onOpenChange = await show(false, true);
    expect(cancel().disabled).toBe(false);
    await act(async () => cancel().click());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps Cancel usable while busy unless held', async () => {
    await show(true, false);
    expect(cancel().disabled).toBe(false);
  });

  it('stays while busy when held: Cancel is disabled', async () => {
    await show(true, true);
    expect(cancel().disabled).toBe(true);
  });
});
