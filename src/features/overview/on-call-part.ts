/**
 * The overview's on-call part (overdue destinations, "since you last looked"), a chunk of its
 * own loaded after the overview's first render: the /overview initial JS budget (scripts/check-budgets.mjs)
 * has no room for it, and the whole list it reads is not there before then either.
 */
export { OnCallLayer } from './on-call-layer.tsx';
