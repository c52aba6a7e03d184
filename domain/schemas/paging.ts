import { z } from "zod";

/** Spec §7, §9: a list answers 10 records unless asked for more. */
export const DEFAULT_LIMIT = 10;
/** The most records one list request may ask for. */
export const MAX_LIMIT = 100;
/** Spec §4: route loaders and the browser sync read pages of 100... */
export const LOADER_PAGE_SIZE = 100;
/** ...except promotions, read 10 at a time. */
export const PROMOTIONS_PAGE_SIZE = 10;

const EARLIEST_CURSOR_MS = Date.UTC(1970, 0, 1);
const LATEST_CURSOR_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * `GET /api/{collection}?limit=&last_created_at=`: newest first; `last_created_at` is the
 * `created_at` of the last record of the previous page (spec §4 paged loading).
 */
export const ListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: "must be a whole number" })
    .int("must be a whole number")
    .min(1, `must be 1 to ${MAX_LIMIT}`)
    .max(MAX_LIMIT, `must be 1 to ${MAX_LIMIT}`)
    .default(DEFAULT_LIMIT),
  last_created_at: z.iso
    .datetime({ offset: true, message: "must be an ISO 8601 date-time like 2025-03-01T08:00:00.000Z" })
    // The database's dates start at year 1 and JavaScript's go further than its; no record is older than 1970.
    .refine((value) => {
      const time = Date.parse(value);
      return time >= EARLIEST_CURSOR_MS && time <= LATEST_CURSOR_MS;
    }, "must lie between 1970 and 9999")
    .optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** What a list needs: how many, and the cursor (exclusive) to continue after. */
export interface PageRequest {
  limit?: number;
  lastCreatedAt?: string;
}
