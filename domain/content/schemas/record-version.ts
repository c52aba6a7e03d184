import { z } from "zod";
import { IdSchema, InstantSchema } from "#domain/schemas/common.ts";

/** What a kept version records of its write (ADR 054). */
export const RECORD_VERSION_ACTIONS = ["created", "updated", "deleted", "restored"] as const;
export const RecordVersionActionSchema = z.enum(RECORD_VERSION_ACTIONS);
export type RecordVersionAction = z.infer<typeof RecordVersionActionSchema>;

/** The staff member a write is kept under; writes by the seed or scripts have none. */
export interface StaffActor {
  id: string;
  username: string;
}

/** One kept version, without its record: a row of a record's history. */
export const RecordVersionSummarySchema = z.object({
  version: z.number().int().positive(),
  action: RecordVersionActionSchema,
  staff_id: IdSchema.nullable(),
  staff_username: z.string().nullable(),
  at: InstantSchema,
  restored_from: z.number().int().positive().nullable(),
});
export type RecordVersionSummary = z.infer<typeof RecordVersionSummarySchema>;

/** One kept version with the whole record as it was (for a delete: as it was before). */
export const RecordVersionSchema = RecordVersionSummarySchema.extend({
  record: z.record(z.string(), z.unknown()),
});
export type RecordVersion = z.infer<typeof RecordVersionSchema>;

/** A record in a collection's bin: deleted, and restorable from its last version. */
export const BinEntrySchema = z.object({
  id: IdSchema,
  version: z.number().int().positive(),
  deleted_at: InstantSchema,
  deleted_by: z.string().nullable(),
  /** When the record leaves the bin for good: `deleted_at` plus `BIN_RETENTION_DAYS` (ADR 054). */
  purge_at: InstantSchema,
  record: z.record(z.string(), z.unknown()),
});
export type BinEntry = z.infer<typeof BinEntrySchema>;
/** A bin entry as the database keeps it: its purge date follows from the retention the server runs with. */
export type DeletedRecord = Omit<BinEntry, "purge_at">;

/** The path parameters of one version: `/api/{collection}/{id}/versions/{version}`. */
/** A version in an address: a whole number the database's integer column can hold (a larger one is a 400, not a 500). */
export const VersionParamsSchema = z.object({ id: IdSchema, version: z.coerce.number().int().positive().max(2_147_483_647) });

/** A record's version as an ETag: `"3"`; `"0"` for a record kept before versions were. */
export function toVersionEtag(version: number): string {
  return `"${version}"`;
}

/**
 * The version an `If-Match` names, `"*"` as any; undefined when there is no header (a write
 * that keeps today's behaviour), NaN when it names nothing we made (which then never matches).
 */
export function parseIfMatch(header: string | undefined): number | "*" | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === "*") return "*";
  const match = /^(?:W\/)?"(\d+)"$/.exec(value);
  return match ? Number(match[1]) : Number.NaN;
}
