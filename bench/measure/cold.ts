/**
 * Cold online, against the floor: each load in a new context (no snapshot, no service worker, empty HTTP
 * cache, only the session cookie), the console's screen and the floor's (fetching the API's first page or
 * the destination) in alternated pairs, from navigation start to the content mark.
 */
import { alternated } from '../pairs.ts';
import type { MetricResult } from '../results.ts';
import { openUntilMark, screens } from '../screens.ts';
import { type Session, signedInContext } from '../session.ts';

/** One cold load of `url` in a new signed-in context: its mark's time. */
export async function coldLoad(session: Session, url: string, mark: string): Promise<number> {
  const context = await signedInContext(session);
  try {
    return await openUntilMark(context, url, mark);
  } finally {
    await context.close();
  }
}

export async function measureCold(
  session: Session,
  destination: { id: string },
  pairs: number,
): Promise<MetricResult[]> {
  const results: MetricResult[] = [];
  const targets = screens(destination.id);
  for (const screen of [targets.overview, targets.destination]) {
    const id = `cold-${screen.key}`;
    try {
      results.push({
        id,
        ...(await alternated(
          pairs,
          () => coldLoad(session, screen.path, screen.mark),
          () => coldLoad(session, screen.floor('network'), screen.mark),
        )),
      });
    } catch (error) {
      results.push({ id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}
