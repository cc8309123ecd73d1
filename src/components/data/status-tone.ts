/**
 * Which colour a status badge wears (SPEC.md §4). The colour only reinforces the text: every badge also
 * prints its status, so nobody has to tell red from orange to read it.
 */
export type StatusTone = 'red' | 'orange' | 'gray' | 'blue' | 'green';

// A Map, not an object literal: a status read from the wire must never hit a prototype key.
const TRANSFER_TONES: ReadonlyMap<string, StatusTone> = new Map([
  ['ERROR', 'red'],
  ['PENDING', 'orange'],
  ['CANCELLED', 'gray'],
  ['ORPHANED', 'gray'],
  ['RUNNING', 'blue'],
  ['SUCCESS', 'green'],
]);

/** ERROR red, PENDING orange, RUNNING blue, SUCCESS green; CANCELLED, ORPHANED and anything else gray. */
export function transferStatusTone(status: string): StatusTone {
  return TRANSFER_TONES.get(status) ?? 'gray';
}
