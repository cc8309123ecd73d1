import { linkOptions } from '@tanstack/react-router';

/** The page of one destination (SPEC.md §2.4). */
export const destinationHref = (id: string) => `/destinations/${encodeURIComponent(id)}`;

/** The same page as a typed link (`<TextLink {...destinationLink(id)}>`). */
export const destinationLink = (destinationId: string) =>
  linkOptions({ to: '/destinations/$destinationId', params: { destinationId } });

/** The list and the new-destination form, as typed links. */
export const destinationsLink = linkOptions({ to: '/destinations' });
export const newDestinationLink = linkOptions({ to: '/destinations/new' });
