/**
 * Axis ticks in few characters ('0', '500', '1.5K', '12M'), so the y axis stays narrow on a phone.
 * en-US like every other count on screen (src/lib/format.ts).
 */
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export const formatCompact = (n: number): string => compact.format(n);
