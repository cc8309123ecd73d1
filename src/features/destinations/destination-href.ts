/** The page of one destination (SPEC.md §2.4). */
export const destinationHref = (id: string) => `/destinations/${encodeURIComponent(id)}`;
