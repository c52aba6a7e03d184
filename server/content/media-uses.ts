import { sql, type SQL } from "drizzle-orm";
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
] as const;

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
