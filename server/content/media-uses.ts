import { sql, type SQL } from "drizzle-orm";
import { COLLECTIONS, type CollectionName } from "#domain/content/schemas/collections.ts";
import type { MediaUse, MediaUsePlace } from "#domain/content/schemas/media-library.ts";
import { queryRows, type Database } from "../db/client.ts";

/**
 * Every column of a published collection that holds the address of a picture or file (ADR 076):
 * a record counts as using a media file when one of these is its `/media/<name>`. Blog bodies are
 * not read: their pictures must be `https:` addresses (sanitize-blog-html.ts), never `/media/…`.
 */
export const MEDIA_REFERENCES = [
  { table: "blogs", column: "image_cover_url" },
  { table: "banners", column: "image_url" },
  { table: "promotions", column: "image_cover_url" },
  { table: "cares", column: "image_url" },
  { table: "loans", column: "image" },
  { table: "executives", column: "image_url" },
  { table: "teams", column: "image_url" },
  { table: "images", column: "url" },
  { table: "documents", column: "file_url" },
  { table: "bank_rate_files", column: "file_url" },
] as const satisfies ReadonlyArray<{ table: CollectionName; column: string }>;

/** How many published records use each of `urls` (`/media/<name>`): one query for a whole page. */
export async function countMediaUses(db: Database, urls: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (urls.length === 0) return counts;
  const list = sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  );
  const parts: SQL[] = MEDIA_REFERENCES.map(
    ({ table, column }) =>
      sql`select ${sql.identifier(column)} as url from ${sql.identifier(table)} where ${sql.identifier(column)} in (${list})`,
  );
  const rows = await queryRows<{ url: string; uses: number | string }>(
    db,
    sql`select url, count(*) as uses from (${sql.join(parts, sql` union all `)}) as used group by url`,
  );
  for (const row of rows) counts.set(row.url, Number(row.uses));
  return counts;
}

/** A kept record body (a draft, a proposed change, a deleted version) that names `url` in a media column. */
function namesUrlInBody(url: string): SQL {
  return sql.join(
    MEDIA_REFERENCES.map(({ table, column }) => sql`(collection = ${table} and record ->> ${column} = ${url})`),
    sql` or `,
  );
}

/**
 * Everything that would show a broken picture were `url` deleted (ADR 076): published records,
 * drafts, changes awaiting approval (maker-checker) and records in the Bin, which a restore brings
 * back as they were. Older versions of live records are not counted: a restore of one is refused.
 */
export async function findMediaUses(db: Pick<Database, "execute">, url: string): Promise<MediaUse[]> {
  const published = MEDIA_REFERENCES.map(
    ({ table, column }) =>
      sql`select 'published' as place, ${table} as collection, id::text as record_id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${url}`,
  );
  const kept = namesUrlInBody(url);
  const rows = await queryRows<{ place: MediaUsePlace; collection: CollectionName; record_id: string }>(
    db,
    sql`${sql.join(published, sql` union all `)}
      union all select 'draft', collection, record_id::text from record_drafts where ${kept}
      union all select 'pending', collection, record_id::text from pending_changes where status = 'pending' and (${kept})
      union all select 'bin', v.collection, v.record_id::text from record_versions as v
        where v.action = 'deleted' and (${kept})
          and not exists (
            select 1 from record_versions as n
            where n.collection = v.collection and n.record_id = v.record_id and n.version > v.version
          )`,
  );
  return rows.map((row) => ({ ...row, label: COLLECTIONS[row.collection]?.label ?? row.collection }));
}

/** The media addresses (`/media/<name>`) a record body of `collection` names, by column. */
export function getMediaAddresses(collection: CollectionName, record: Record<string, unknown>): Array<{ column: string; url: string }> {
  return MEDIA_REFERENCES.flatMap(({ table, column }) => {
    const value = record[column];
    return table === collection && typeof value === "string" && value.startsWith("/media/") ? [{ column, url: value }] : [];
  });
}
