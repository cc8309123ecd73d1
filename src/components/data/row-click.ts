/**
 * What a click on a table row means. The first cell holds the real link (keyboard and screen readers use
 * it); the rest of the row is a mouse convenience that must not get in the way: clicks on controls in
 * the row and clicks that end a text selection do nothing, and modifier or middle clicks open a new tab
 * as they would on a link.
 */
export type RowClickIntent = 'none' | 'navigate' | 'new-tab';

export interface RowClick {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  /** The click landed on a link, button or form control inside the row. */
  onControl: boolean;
  /** The user was selecting text (to copy an id, say), not opening the row. */
  selecting: boolean;
}

export function rowClickIntent(click: RowClick): RowClickIntent {
  if (click.defaultPrevented || click.onControl || click.selecting) return 'none';
  if (click.button === 1) return 'new-tab';
  if (click.button !== 0 || click.altKey) return 'none';
  return click.ctrlKey || click.metaKey || click.shiftKey ? 'new-tab' : 'navigate';
}

export const ROW_CONTROLS =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="menuitem"]';
