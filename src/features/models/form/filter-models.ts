/** A search box is offered once the checklist is longer than a glance takes in. */
export const MODEL_SEARCH_THRESHOLD = 8;

/** The names that contain every word of the query, ignoring case; a blank query keeps them all. */
export function filterModels(names: readonly string[], query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...names];
  return names.filter((name) => {
    const lower = name.toLowerCase();
    return words.every((w) => lower.includes(w));
  });
}
