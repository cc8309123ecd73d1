/**
 * Which destinations the transfer report names (SPEC.md §7: start, end, destinations): the overview's
 * list once every page is in, while the ids fit a URL comfortably. Otherwise the report asks for the
 * server's default, every destination, which is the same set: a partly loaded list would cut the report
 * short, and 5,000 ids are ~190 KB of query string, which servers refuse (431).
 */
export const REPORT_IDS_MAX = 100;

export function reportDestinationIds(
  destinations: readonly { id: string }[] | undefined,
  complete: boolean,
): string[] | undefined {
  if (!destinations || !complete || destinations.length > REPORT_IDS_MAX) return undefined;
  return destinations.map((d) => d.id);
}
