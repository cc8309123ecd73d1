import * as v from 'valibot';

/**
 * A vendor's setup guide (`GET /docs?vendor=`): markdown split by `## ` headings, callouts as lines
 * starting with an emoji, images as absolute paths under `/api/docs/images/`.
 */
export const setupGuide = v.object({ title: v.string(), content: v.string() });
export type SetupGuide = v.InferOutput<typeof setupGuide>;
