import { z } from "zod";
import { COLLECTION_NAMES } from "./collections.ts";
import { IdSchema } from "../../schemas/common.ts";

/** The one Socket.IO event name of the realtime feed (DESIGN.md). */
export const CONTENT_EVENT_NAME = "content";

export const CONTENT_ACTIONS = ["created", "updated", "deleted"] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

/** A change to a collection: `record` is the record after a create or update; a delete carries only `id`. */
export const ContentEventSchema = z.object({
  collection: z.enum(COLLECTION_NAMES),
  action: z.enum(CONTENT_ACTIONS),
  record: z.record(z.string(), z.unknown()).optional(),
  id: IdSchema,
});
export type ContentEvent = z.infer<typeof ContentEventSchema>;
