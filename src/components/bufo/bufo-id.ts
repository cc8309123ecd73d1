/**
 * The bufo rule (SPEC.md §2.4): an unknown id shaped like a UUID in which exactly one of the five
 * segments is the word `bufo` earns a frog instead of a redirect. Every other segment must still be
 * hex of its UUID length, so a typo or a truncated id is not mistaken for an invitation to the frog.
 */
const UUID_SEGMENT_LENGTHS = [8, 4, 4, 4, 12] as const;
const BUFO_WORD = 'bufo';
const HEX = /^[0-9a-f]+$/i;

export function isBufoId(id: string): boolean {
  const segments = id.split('-');
  if (segments.length !== UUID_SEGMENT_LENGTHS.length) return false;
  let bufos = 0;
  for (const [i, segment] of segments.entries()) {
    if (segment.toLowerCase() === BUFO_WORD) bufos++;
    else if (segment.length !== UUID_SEGMENT_LENGTHS[i] || !HEX.test(segment)) return false;
  }
  return bufos === 1;
}
