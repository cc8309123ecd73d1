/**
 * Which screen the floor shows, from the URL hash. The hash is never sent, so every screen is the one
 * precached document /bench-floor/index.html; the bench names the screen and the data source it measures.
 */
export type Source = 'snapshot' | 'network';

export type Screen =
  | { kind: 'login' }
  | { kind: 'overview'; source: Source }
  | { kind: 'destination'; id: string; source: Source }
  | { kind: 'unknown'; hash: string };

const SOURCES: readonly string[] = ['snapshot', 'network'] satisfies Source[];
const isSource = (value: string | undefined): value is Source =>
  value !== undefined && SOURCES.includes(value);

export function parseScreen(hash: string): Screen {
  const [name, ...rest] = hash.replace(/^#/, '').split('/');
  if (name === 'login' && rest.length === 0) return { kind: 'login' };
  if (name === 'overview' && rest.length === 1 && isSource(rest[0]))
    return { kind: 'overview', source: rest[0] };
  if (name === 'destination' && rest.length === 2 && rest[0] && isSource(rest[1])) {
    try {
      return { kind: 'destination', id: decodeURIComponent(rest[0]), source: rest[1] };
    } catch {
      // a malformed escape names no destination
    }
  }
  return { kind: 'unknown', hash };
}

/** The hash of a destination's screen (an overview row's link). */
export const destinationHash = (id: string, source: Source) =>
  `#destination/${encodeURIComponent(id)}/${source}`;
