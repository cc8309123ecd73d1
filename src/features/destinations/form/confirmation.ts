/**
 * 'Send data to new destination' asks for the organisation identifier, typed exactly (SPEC.md §5):
 * no trimming, no case folding — the point is that the user reads which organisation they are in.
 */
export const canConfirmNewDestination = (typed: string, organizationId: string) =>
  organizationId !== '' && typed === organizationId;
