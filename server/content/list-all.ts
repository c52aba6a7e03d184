import type { CollectionName, RecordOf } from "#domain/content/schemas/collections.ts";
import { MAX_LIMIT } from "#domain/schemas/paging.ts";
import type { ContentService } from "./content-service.ts";

/** Every record of a collection, newest first, page by page (the service keeps it in memory). */
export async function listAllRecords<C extends CollectionName>(content: ContentService, collection: C): Promise<Array<RecordOf<C>>> {
  const all: Array<RecordOf<C>> = [];
  for (;;) {
    const page = await content.list(collection, { limit: MAX_LIMIT, lastCreatedAt: all.at(-1)?.created_at });
    all.push(...page);
    if (page.length < MAX_LIMIT) return all;
  }
}
