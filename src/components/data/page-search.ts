import * as v from 'valibot';

/**
 * The `cursor` and `page_size` search params of a paged screen, to spread into its route's search
 * schema. The router has already JSON-parsed each value (`?page_size=10` arrives as the number 10,
 * `?page_size=abc` as the string 'abc'), and it writes the validated values back to the URL, so values
 * are kept as they came: page_size accepts anything and `readPageSize` turns a bad one into the
 * SPEC.md §5 toast instead of a router error; a cursor that is not text is dropped (first page).
 */
export const pageSearchEntries = {
  cursor: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))), undefined),
  page_size: v.optional(v.unknown()),
};

export const pageSearch = v.object(pageSearchEntries);
export type PageSearch = v.InferOutput<typeof pageSearch>;
