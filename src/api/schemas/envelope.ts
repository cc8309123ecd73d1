import * as v from 'valibot';

/** The success envelope of CONTRACT.md §2 around a payload schema. */
export const envelope = <T extends v.GenericSchema>(data: T) =>
  v.object({
    status: v.literal('success'),
    data,
    message: v.optional(v.nullable(v.string())),
  });

/** A paged list: the envelope plus has_next and, when there is a next page, next_url. */
export const pagedEnvelope = <T extends v.GenericSchema>(data: T) =>
  v.object({
    status: v.literal('success'),
    data,
    message: v.optional(v.nullable(v.string())),
    has_next: v.boolean(),
    next_url: v.optional(v.nullable(v.string())),
  });

export const errorEnvelope = v.object({
  status: v.literal('error'),
  data: v.null(),
  message: v.string(),
});
export type ErrorEnvelope = v.InferOutput<typeof errorEnvelope>;

export const environment = v.picklist(['prod', 'staging']);
export type Environment = v.InferOutput<typeof environment>;

/** Query parameters of every paged list (CONTRACT.md §3). */
export const PAGE_SIZE_DEFAULT = 30;
export const PAGE_SIZE_MIN = 1;
export const PAGE_SIZE_MAX = 100;
export const pageQuery = v.object({
  page_size: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('page_size must be a whole number'),
      v.minValue(PAGE_SIZE_MIN, `page_size must be at least ${PAGE_SIZE_MIN}`),
      v.maxValue(PAGE_SIZE_MAX, `page_size must be at most ${PAGE_SIZE_MAX}`),
    ),
  ),
  cursor: v.optional(v.string()),
  order: v.optional(v.picklist(['asc', 'desc'], 'order must be asc or desc')),
});
export type PageQuery = v.InferOutput<typeof pageQuery>;
