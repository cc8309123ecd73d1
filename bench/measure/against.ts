/**
 * This tree's console against REF's (`--against`), each served by this tree's server on a copy of the
 * same large seed (two origins, so two workers and two offline copies), timed in alternated pairs in
 * one Chromium: warm offline first rows of /overview and of a destination at CPU ×1 and ×4, the palette's
 * first result, and cold online first rows. Each figure is this tree's time over REF's.
 */
import { alternated } from '../pairs.ts';
import type { MetricResult } from '../results.ts';
import { openUntilMark, screens } from '../screens.ts';
import type { Session } from '../session.ts';
import { warmOffline } from '../warm.ts';
import { coldLoad } from './cold.ts';
import { RATES } from './offline.ts';
import { paletteLoad } from './palette.ts';

export async function measureAgainst(
  tree: Session,
  ref: Session,
  destination: { id: string; name: string },
  pairs: number,
): Promise<MetricResult[]> {
  const targets = screens(destination.id);
  const visit = [targets.overview, targets.destination];
  const results: MetricResult[] = [];
  const attempt = async (id: string, run: () => Promise<{ a: number[]; b: number[] }>) => {
    try {
      results.push({ id: `against-${id}`, ...(await run()) });
    } catch (error) {
      results.push({ id: `against-${id}`, error: error instanceof Error ? error.message : String(error) });
    }
  };
  const ours = await warmOffline(tree, visit);
  try {
    const theirs = await warmOffline(ref, visit);
    try {
      for (const rate of RATES) {
        for (const screen of visit) {
          await attempt(`offline-${screen.key}-x${rate}`, () =>
            alternated(
              pairs,
              () => openUntilMark(ours, screen.path, screen.mark, rate),
              () => openUntilMark(theirs, screen.path, screen.mark, rate),
            ),
          );
        }
      }
      await attempt('palette-x1', () =>
        alternated(
          pairs,
          async () => (await paletteLoad(ours, destination.name)).palette,
          async () => (await paletteLoad(theirs, destination.name)).palette,
        ),
      );
    } finally {
      await theirs.close();
    }
  } finally {
    await ours.close();
  }
  for (const screen of visit) {
    await attempt(`cold-${screen.key}`, () =>
      alternated(
        pairs,
        () => coldLoad(tree, screen.path, screen.mark),
        () => coldLoad(ref, screen.path, screen.mark),
      ),
    );
  }
  return results;
}
