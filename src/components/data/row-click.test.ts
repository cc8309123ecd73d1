import { describe, expect, it } from 'vitest';
import { type RowClick, rowClickIntent } from './row-click.ts';

const plain: RowClick = {
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  onControl: false,
  selecting: false,
};

describe('rowClickIntent', () => {
  it('opens the row on a plain left click', () => {
    expect(rowClickIntent(plain)).toBe('navigate');
  });

  it('opens a new tab on ctrl, cmd or shift click and on a middle click, like a link', () => {
    expect(rowClickIntent({ ...plain, ctrlKey: true })).toBe('new-tab');
    expect(rowClickIntent({ ...plain, metaKey: true })).toBe('new-tab');
    expect(rowClickIntent({ ...plain, shiftKey: true })).toBe('new-tab');
    expect(rowClickIntent({ ...plain, button: 1 })).toBe('new-tab');
  });

  it('leaves clicks on the link or other controls in the row to them', () => {
    expect(rowClickIntent({ ...plain, onControl: true })).toBe('none');
    expect(rowClickIntent({ ...plain, defaultPrevented: true })).toBe('none');
  });

  it('does not navigate away while the user selects text, or on right and alt clicks', () => {
    expect(rowClickIntent({ ...plain, selecting: true })).toBe('none');
    expect(rowClickIntent({ ...plain, button: 2 })).toBe('none');
    expect(rowClickIntent({ ...plain, altKey: true })).toBe('none');
  });
});
