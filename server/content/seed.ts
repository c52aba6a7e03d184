import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName, type InputOf } from "#domain/content/schemas/collections.ts";
import { DEFAULT_KYC_ACCOUNT_TYPES } from "#domain/kyc/schemas/kyc-account-type.ts";
import { createContentRepository } from "./content-repository.ts";
import { prepareContentInput } from "./content-service.ts";
import type { Database } from "../db/client.ts";
import { appMeta } from "../db/schema.ts";

/** Thrown when a sample content file does not follow docs/content-model.md; lists the first problems. */
export class SeedContentError extends Error {}

/** The date that orders a collection's sample records, newest last to be inserted (so newest `created_at`). */
const DATE_FIELDS = ["published_at", "set_at", "effective_at", "starts_at"] as const;

const SEEDED_AT_KEY = "content_seeded_at";
/** Advisory lock key: instances starting together on one PostgreSQL seed once. */
const SEED_LOCK_KEY = 7_310_002;

export type SampleContent = Map<CollectionName, unknown[]>;

/**
 * Reads `content/collections/<api path>.json` and validates every record with the domain's
 * input schema; a mistake throws a SeedContentError naming file, index and field.
 */
export function readSampleContent(collectionsDir: string): SampleContent {
  const content: SampleContent = new Map();
  const problems: string[] = [];
  for (const name of COLLECTION_NAMES) {
    const file = path.join(collectionsDir, `${name}.json`);
    if (!fs.existsSync(file)) continue;
    const relative = path.relative(process.cwd(), file);
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (error) {
      problems.push(`${relative}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    if (!Array.isArray(data)) {
      problems.push(`${relative}: must hold an array of records`);
      continue;
    }
    const records: unknown[] = [];
    data.forEach((item, index) => {
      const parsed = COLLECTIONS[name].inputSchema.safeParse(item);
      if (parsed.success) records.push(parsed.data);
      else
        for (const issue of parsed.error.issues)
          problems.push(`${relative}[${index}].${issue.path.join(".") || "(record)"}: ${issue.message}`);
    });
    content.set(name, records);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 20).join("\n  ");
    throw new SeedContentError(
      `The sample content does not follow docs/content-model.md:\n  ${shown}${problems.length > 20 ? `\n  ... and ${problems.length - 20} more` : ""}`,
    );
  }
  return content;
}

/** Newest last, so the newest gets the newest `created_at`; without dates the file's first record ends up first in the API. */
function orderForInsertion(records: unknown[]): unknown[] {
  const dateOf = (record: unknown): number | undefined => {
    for (const field of DATE_FIELDS) {
      const value = (record as Record<string, unknown>)[field];
      if (typeof value === "string") return Date.parse(value);
    }
    return undefined;
  };
  const indexed = records.map((record, index) => ({ record, index, date: dateOf(record) }));
  // Newest date first, file order among equals: the order the API should list; then reversed.
  indexed.sort((a, b) => (b.date ?? 0) - (a.date ?? 0) || a.index - b.index);
  return indexed.reverse().map((entry) => entry.record);
}

export interface SeedOptions {
  /** Folder of `<api path>.json` files. */
  collectionsDir: string;
  /** Seed even if the database was seeded before (still only into empty collections). */
  force?: boolean;
}

export interface SeedResult {
  /** False when the database had been seeded already. */
  seeded: boolean;
  /** Records inserted per collection. */
  inserted: Partial<Record<CollectionName, number>>;
}

/**
 * Seeds the sample content into every empty collection, plus the four KYC account types when
 * the content lacks them. Runs once per database: on first start, or on demand
 * with `npm run db:seed` (force). The content is validated before anything is written.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const content = readSampleContent(options.collectionsDir);
  const kycTypes = (content.get("kyc_account_types") ?? []) as Array<InputOf<"kyc_account_types">>;
  const missingTypes = DEFAULT_KYC_ACCOUNT_TYPES.filter((type) => !kycTypes.some((given) => given.name === type.name));
  content.set(
    "kyc_account_types",
    [...kycTypes, ...missingTypes].sort((a, b) => a.position - b.position),
  );

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [seededAt] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_AT_KEY)).limit(1);
    if (seededAt && !options.force) return { seeded: false, inserted: {} };
    const repository = createContentRepository(tx);
    const inserted: SeedResult["inserted"] = {};
    for (const [name, records] of content) {
      if (records.length === 0 || (await repository.count(name)) > 0) continue;
      const prepared = await Promise.all(
        orderForInsertion(records).map((record) => prepareContentInput(name, record as InputOf<typeof name>)),
      );
      inserted[name] = (await repository.insert(name, prepared)).length;
    }
    const now = new Date();
    await tx
      .insert(appMeta)
      .values({ key: SEEDED_AT_KEY, value: now.toISOString(), updated_at: now })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: now.toISOString(), updated_at: now } });
    return { seeded: true, inserted };
  });
}
