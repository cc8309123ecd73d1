/** Time arithmetic for the runner and the seed (whose timestamps are offsets back from one reference instant). */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const iso = (epochMs: number) => new Date(Math.round(epochMs)).toISOString();
