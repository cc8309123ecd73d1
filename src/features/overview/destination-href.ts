import { linkOptions } from '@tanstack/react-router';

/** A destination's page (SPEC.md §2.3: every overview row links there). */
export const destinationHref = (id: string) => `/destinations/${encodeURIComponent(id)}`;

/** The same page as a typed link, for the overview's rows. */
export const destinationLink = (destinationId: string) =>
  linkOptions({ to: '/destinations/$destinationId', params: { destinationId } });
