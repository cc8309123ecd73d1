/**
 * Alternated runs: the measured side and its references, run one beside the other in the same browser,
 * so that whatever the machine does meanwhile (another process, a slower minute) weighs on all of them.
 * The order rotates from round to round (AB, BA, AB… for a pair), so that no side always runs first,
 * after another's garbage or into its warm caches. One unmeasured run of each comes first.
 */
export interface Paired {
  /** The measured side's runs, round by round. */
  a: number[];
  /** The reference's runs, in the same order. */
  b: number[];
}

/**
 * `count` rounds of every side; the runs of side i are result[i], round by round. `warmUp: false` skips
 * the unmeasured first run of each (for runs that start from nothing each time anyway).
 */
export async function rounds(
  count: number,
  sides: readonly (() => Promise<number>)[],
  { warmUp = true } = {},
): Promise<number[][]> {
  if (warmUp) for (const side of sides) await side();
  const result = sides.map(() => [] as number[]);
  for (let round = 0; round < count; round++) {
    for (let k = 0; k < sides.length; k++) {
      const i = (round + k) % sides.length;
      (result[i] as number[])[round] = await (sides[i] as () => Promise<number>)();
    }
  }
  return result;
}

export async function alternated(
  count: number,
  measured: () => Promise<number>,
  reference: () => Promise<number>,
): Promise<Paired> {
  const [a = [], b = []] = await rounds(count, [measured, reference]);
  return { a, b };
}
