/** A destination's page (SPEC.md §2.3: every overview row links there). */
export const destinationHref = (id: string) => `/destinations/${encodeURIComponent(id)}`;
