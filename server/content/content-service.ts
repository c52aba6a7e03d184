import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName, type InputOf, type RecordOf } from "#domain/content/schemas/collections.ts";
import type { ContentEvent } from "#domain/content/schemas/content-event.ts";
import { DEFAULT_LIMIT, MAX_LIMIT, type PageRequest } from "#domain/schemas/paging.ts";
import { isDatabaseUnavailableError } from "../db/database-errors.ts";
import { HttpError } from "../http-error.ts";
import type { EventBus } from "../realtime/event-bus.ts";
import type { ContentRepository, IdempotencyRequest, WriteOptions } from "./content-repository.ts";
import type { StaffActor } from "#domain/content/schemas/record-version.ts";
import { MAX_BLOG_HTML_DEPTH, MAX_BLOG_HTML_LENGTH } from "#domain/content/schemas/blog.ts";
import type { CleanedHtml } from "./sanitize-blog-html.ts";
import { cleanBlogHtmlOffThread } from "./sanitizer-pool.ts";
import {
  checkScheduleOrder,
  getLastWindowChange,
  getNextWindowChange,
  getScheduleWindow,
  isPublishedAt,
  withoutSchedule,
  type Scheduled,
  type TimeWindow,
} from "#domain/content/schedule.ts";

/**
 * Who reads (ADR 063): visitors (the default) see only the records whose schedule has them
 * published now, without the schedule fields; staff see every record with its schedule.
 */
export type Audience = "public" | "staff";

/** A list page ready to send: its JSON, a validator, and the compressed forms made on first use. */
export interface ListPage {
  body: Buffer;
  etag: string;
  /** The same body compressed, by content coding; filled in on first use. */
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
  /** Set when the database is away and this is the last good copy (ADR 033). */
  stale?: true;
}

/** Content for the API and the route loaders: one database handle, one in-memory snapshot per public collection. */
export interface ContentService {
  /** Records newest first, after `lastCreatedAt` when given (spec §4 paged loading). */
  list<Name extends CollectionName>(collection: Name, page?: PageRequest, audience?: Audience): Promise<Array<RecordOf<Name>>>;
  /** One list page as the API sends it, with its ETag. */
  getListPage(
    collection: CollectionName,
    page: { limit: number; lastCreatedAt?: string | undefined },
    audience?: Audience,
  ): Promise<ListPage>;
  get<Name extends CollectionName>(collection: Name, id: string, audience?: Audience): Promise<RecordOf<Name> | undefined>;
  /**
   * The version (`content_versions`, ADR 033) of the snapshot that public reads of the collection answer from now:
   * read before its records, so what a later read returns is at least that version. A page
   * carries it, and the browser skips reloading what it already shows (ADR 030).
   */
  getVersion(collection: CollectionName): Promise<number | undefined>;
  /** Creates a record; `id` keeps one chosen before (a published draft keeps its draft's id, ADR 057). */
  create<Name extends CollectionName>(collection: Name, input: InputOf<Name>, actor?: StaffActor, id?: string): Promise<RecordOf<Name>>;
  /** Creates a record under an `Idempotency-Key` (ADR 034): a retry answers the first record, created false. */
  createOnce<Name extends CollectionName>(
    collection: Name,
    input: InputOf<Name>,
    idempotency: IdempotencyRequest,
    actor?: StaffActor,
  ): Promise<{ record: RecordOf<Name>; created: boolean }>;
  /** Creates several records in one transaction (all or none), then announces each. */
  createMany<Name extends CollectionName>(
    collection: Name,
    inputs: Array<InputOf<Name>>,
    actor?: StaffActor,
  ): Promise<Array<RecordOf<Name>>>;
  /** Replaces a record's fields, keeping a version; 404 when there is none, 412 when `write.expected` is stale. */
  update<Name extends CollectionName>(
    collection: Name,
    id: string,
    input: InputOf<Name>,
    write?: WriteOptions,
  ): Promise<{ record: RecordOf<Name>; version: number }>;
  /** Removes a record (its last version stays, for the bin); 404 when there is none, 412 when `write.expected` is stale. */
  delete(collection: CollectionName, id: string, write?: WriteOptions): Promise<void>;
  /** Makes a kept version the record again (from the bin too), announced as any write; 404 when there is no such version. */
  restore<Name extends CollectionName>(
    collection: Name,
    id: string,
    version: number,
    write?: WriteOptions,
  ): Promise<{ record: RecordOf<Name>; version: number }>;
  /** Records' kept versions and the bins, read from the database (staff only, never cached). */
  history: Pick<ContentRepository, "listVersions" | "getVersion" | "readCurrentVersion" | "listDeleted">;
  /** Reads every public collection once, so each has a last good copy to serve if the database goes away. */
  warm(): Promise<void>;
  /** Drops the snapshot of a collection (or of all): the next read goes to the database. */
  invalidate(collection?: CollectionName): void;
  /**
   * Announces the records whose schedule made them appear or go since the last check (ADR 063):
   * a `created` or `deleted` event on this instance's bus, so its page cache and open pages
   * change. A timer calls it at each instance's next boundary; tests with an injected clock call it.
   */
  checkSchedule(): Promise<void>;
  /** Stops the schedule timer. */
  stop(): void;
}

export interface ContentServiceOptions {
  repository: ContentRepository;
  bus: EventBus;
  /**
   * A snapshot older than this is re-read even without an event: a safety net for changes the
   * bus never carried (a seed run from the command line, a Redis outage).
   */
  snapshotMaxAgeMs?: number;
  /** The clock for snapshot ages, the outage pause and write times: tests inject one to pass time without waiting. */
  now?: () => Date;
  /** Where the site is served (PUBLIC_URL): blog links to it are internal, saved without a new tab. */
  siteOrigin?: string;
  /**
   * A file this server stored (a media upload), by its address: its size and type as the upload
   * measured them. Undefined for any other address. Documents and tariff files take theirs from it.
   */
  describeFile?: (url: string) => Promise<StoredFileFacts | undefined>;
}

/** What the server itself knows of a stored file. */
export interface StoredFileFacts {
  size: number;
  contentType: string;
}

/**
 * A record's file size and media type describe its file: for a file this server stored, its own
 * measure replaces whatever the body said, so no one can set a wrong size. Other addresses keep
 * what was given (scripts that know an external file's size).
 */
export async function fillFileFacts<T>(
  input: T,
  describeFile: ((url: string) => Promise<StoredFileFacts | undefined>) | undefined,
): Promise<T> {
  const record = input as Record<string, unknown>;
  if (!describeFile || typeof record.file_url !== "string" || !("file_size" in record)) return input;
  const facts = await describeFile(record.file_url);
  return facts ? ({ ...record, file_size: facts.size, mime_type: facts.contentType } as T) : input;
}

/** What one audience reads of a snapshot. */
interface View {
  /** Newest first. */
  records: Array<{ id: string; created_at: string }>;
  /** `created_at` of each record in milliseconds, descending: binary-searched for cursors. */
  createdAtMs: number[];
  byId: Map<string, unknown>;
  pages: Map<string, ListPage>;
  /** The public view: the last schedule boundary at or before the time it was made (it holds until the next). */
  asOf?: number;
}

interface Snapshot {
  loadedAt: number;
  /** The collection's version, read just before its records (so the records are at least that version). */
  version: number | undefined;
  /** Every record, as staff read them. */
  staff: View;
  /** Each record's schedule window, for the public view and the boundary timer. */
  windows: TimeWindow[];
  /** Visitors' view, remade when a schedule boundary has passed since. */
  public?: View;
}

type SnapshotRecord = { id: string; created_at: string } & Scheduled;

function makeView(records: SnapshotRecord[], asOf?: number): View {
  return {
    records,
    createdAtMs: records.map((record) => Date.parse(record.created_at)),
    byId: new Map(records.map((record) => [record.id, record])),
    pages: new Map(),
    ...(asOf === undefined ? {} : { asOf }),
  };
}

interface SnapshotState {
  generation: number;
  snapshot?: Snapshot | undefined;
  loading?: Promise<Snapshot> | undefined;
  /** The newest snapshot ever read: what readers get while the database is away. Never invalidated. */
  lastGood?: Snapshot | undefined;
  /** When reading failed because the database was away: readers get `lastGood` until a pause has passed. */
  unavailableAt?: number | undefined;
}

/** A snapshot and whether it is the last good copy served while the database is away. */
interface SnapshotRead {
  snapshot: Snapshot;
  stale: boolean;
}

/** While the database is away, one reader per collection tries it again this often; the others get the last good copy at once. */
const UNAVAILABLE_RETRY_MS = 1_000;

/** Bounded, so that odd cursors cannot grow memory without end. */
const MAX_PAGES_PER_SNAPSHOT = 256;

/** Content coding tuned for answers computed once and sent many times. */
function encode(body: Buffer, coding: "br" | "gzip"): Buffer {
  return coding === "br" ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body, { level: 9 });
}

/** Makes a list page: JSON body and a weak ETag (weak: the same page is also sent compressed). */
export function createListPage(records: unknown[]): ListPage {
  const body = Buffer.from(JSON.stringify(records));
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
  return { body, etag, encoded: {} };
}

/** The compressed body of a page for a coding, made on first use. */
export function getEncodedBody(page: ListPage, coding: "br" | "gzip"): Buffer {
  return (page.encoded[coding] ??= encode(page.body, coding));
}

/** Cleans one HTML field; `field` names it in any refusal (`body.content.en`). */
export type HtmlCleaner = (html: string, field: string) => CleanedHtml | Promise<CleanedHtml>;

/**
 * Readies a validated body for storing. A time the body left out (a rate's `set_at`, ADR 026) is
 * the moment of writing: set here, after the idempotency check hashed the body, so a retry is the
 * same request. What a collection stores as HTML (blogs, site pages) is cleaned so it can never run script,
 * then checked as it will be stored: 400 naming the field when nothing is left, when cleaning made
 * it longer than the limit (`&` is stored as `&amp;`), or when its elements nest too deeply.
 * Nothing is written before these checks pass.
 */
export async function prepareContentInput<Name extends CollectionName>(
  collection: Name,
  input: InputOf<Name>,
  // The cleaner (sanitize-html and its parsers, ~2 MB of heap) is loaded by the first HTML it
  // cleans on this thread: published content is cleaned on a worker thread (ADR 035).
  clean: HtmlCleaner = async (html) => (await import("./sanitize-blog-html.ts")).cleanBlogHtml(html),
  now: () => Date = () => new Date(),
): Promise<InputOf<Name>> {
  const writeTimeField = COLLECTIONS[collection].writeTimeField;
  if (writeTimeField !== undefined && (input as Record<string, unknown>)[writeTimeField] === undefined)
    return prepareContentInput(collection, { ...input, [writeTimeField]: now().toISOString() }, clean, now);
  const scheduleProblem = checkScheduleOrder(input as Scheduled);
  // Named as the body's field, as schema refusals are: the console puts it beside the field.
  if (scheduleProblem) throw invalid(`body.${scheduleProblem}`);
  // A write replaces the record: a schedule left out is no schedule.
  const scheduled = input as Scheduled;
  if (scheduled.publish_at === undefined || scheduled.unpublish_at === undefined)
    return prepareContentInput(
      collection,
      { ...input, publish_at: scheduled.publish_at ?? null, unpublish_at: scheduled.unpublish_at ?? null },
      clean,
      now,
    );
  const htmlField = HTML_FIELDS[collection as keyof typeof HTML_FIELDS];
  if (htmlField === undefined) return input;
  const record = input as Record<string, unknown>;
  const html = record[htmlField] as { en: string; ny: string };
  const cleanedText = { en: "", ny: "" };
  for (const lang of ["en", "ny"] as const) {
    const field = `body.${htmlField}.${lang}`;
    const cleaned = await clean(html[lang], field);
    if (cleaned.html === "") throw invalid(`${field}: nothing is left after removing HTML that is not allowed`);
    if (cleaned.html.length > MAX_BLOG_HTML_LENGTH)
      throw invalid(
        `${field}: is longer than ${MAX_BLOG_HTML_LENGTH} characters once cleaned (${cleaned.html.length}; & is stored as &amp;)`,
      );
    if (cleaned.depth > MAX_BLOG_HTML_DEPTH)
      throw invalid(`${field}: elements nest ${cleaned.depth} deep; at most ${MAX_BLOG_HTML_DEPTH} are allowed`);
    cleanedText[lang] = cleaned.html;
  }
  return { ...record, [htmlField]: cleanedText } as InputOf<Name>;
}

/** The bilingual HTML field of each collection that stores HTML: news bodies, and site pages' bodies (ADR 071). */
const HTML_FIELDS = { blogs: "content", site_pages: "body" } as const satisfies Partial<Record<CollectionName, string>>;

function invalid(message: string): HttpError {
  return new HttpError(400, message, { code: "invalid_request" });
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function clampLimit(limit: number | undefined): number {
  return Math.min(Math.max(Math.trunc(limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
}

/** Index of the first record created strictly before `cursorMs` in a descending list. */
function firstIndexBefore(createdAtMs: number[], cursorMs: number): number {
  let low = 0;
  let high = createdAtMs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (createdAtMs[middle]! < cursorMs) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The content service. Collections are read from an in-memory snapshot that every create, update
 * and delete on the event bus drops, whichever instance made it, so a read costs no database
 * round trip.
 */
export function createContentService(options: ContentServiceOptions): ContentService {
  const { repository, bus } = options;
  const snapshotMaxAgeMs = options.snapshotMaxAgeMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const nowMs = () => now().getTime();
  const prepare = async <Name extends CollectionName>(collection: Name, input: InputOf<Name>) =>
    fillFileFacts(
      await prepareContentInput(collection, input, (html, field) => cleanBlogHtmlOffThread(html, field, options.siteOrigin), now),
      options.describeFile,
    );
  const states = new Map<CollectionName, SnapshotState>();

  function getState(collection: CollectionName): SnapshotState {
    let state = states.get(collection);
    if (!state) {
      state = { generation: 0 };
      states.set(collection, state);
    }
    return state;
  }

  function invalidate(collection?: CollectionName): void {
    const targets = collection ? [collection] : [...states.keys()];
    for (const name of targets) {
      const state = getState(name);
      state.generation++;
      state.snapshot = undefined;
      state.loading = undefined;
    }
  }

  // Every cache hears changes the same way: local writes, other instances' events, the version check.
  bus.onChange((collection) => invalidate(collection));

  // A write that schedules a record (here or on another instance) re-arms the boundary timer:
  // the collection is read again at once rather than at its next visitor (ADR 063). A change
  // heard without its record (the version check, after an event lost with Redis) re-reads a
  // collection that had schedules, so a moved or cleared one is re-armed too.
  const hadSchedule = (collection: CollectionName) => {
    const state = states.get(collection);
    return (
      (state?.snapshot ?? state?.lastGood)?.windows.some((window) => Number.isFinite(window.start) || Number.isFinite(window.end)) ?? false
    );
  };
  const rearm = (collection: CollectionName) => {
    if (!stopped) readSnapshot(collection).catch(() => armSchedule());
  };
  bus.onChange((collection) => {
    if (hadSchedule(collection)) rearm(collection);
  });
  bus.subscribe((event) => {
    const record = event.record as Scheduled | undefined;
    if ((record?.publish_at || record?.unpublish_at) && !hadSchedule(event.collection)) rearm(event.collection);
  });

  /**
   * The collection's snapshot; while the database is away, the last good one (ADR 033):
   * a visitor sees yesterday's rates rather than an error, and the answer says it is stale.
   */
  async function readSnapshot(collection: CollectionName): Promise<SnapshotRead> {
    const state = getState(collection);
    const { lastGood } = state;
    if (lastGood && state.unavailableAt !== undefined && nowMs() - state.unavailableAt < UNAVAILABLE_RETRY_MS) {
      return { snapshot: lastGood, stale: true };
    }
    try {
      const snapshot = await getSnapshot(collection);
      state.unavailableAt = undefined;
      return { snapshot, stale: false };
    } catch (error) {
      if (!isDatabaseUnavailableError(error)) throw error;
      state.unavailableAt = nowMs();
      if (!lastGood) throw error;
      return { snapshot: lastGood, stale: true };
    }
  }

  async function getSnapshot(collection: CollectionName): Promise<Snapshot> {
    const state = getState(collection);
    if (state.snapshot && nowMs() - state.snapshot.loadedAt < snapshotMaxAgeMs) return state.snapshot;
    if (state.loading) return state.loading;
    const generation = state.generation;
    const loading = readVersion(collection).then(async (version): Promise<Snapshot> => {
      const records = await repository.listAll(collection);
      // Shared by every reader: frozen, so a loader that changes a record fails loudly instead of corrupting the cache.
      for (const record of records) deepFreeze(record);
      const snapshot: Snapshot = {
        loadedAt: nowMs(),
        version,
        staff: makeView(records),
        windows: records.map((record) => getScheduleWindow(record as Scheduled)),
      };
      // A write that landed while we read makes this snapshot stale: serve it to the readers
      // that waited for it, but keep it only if nothing changed meanwhile.
      if (state.generation === generation) state.snapshot = snapshot;
      if (!state.lastGood || state.lastGood.loadedAt <= snapshot.loadedAt) state.lastGood = snapshot;
      armSchedule();
      return snapshot;
    });
    state.loading = loading;
    try {
      return await loading;
    } finally {
      if (state.loading === loading) state.loading = undefined;
    }
  }

  /** Unknown (undefined) when the versions cannot be read: browsers then reload as before. */
  async function readVersion(collection: CollectionName): Promise<number | undefined> {
    try {
      return (await repository.readVersions())[collection];
    } catch (error) {
      if (isDatabaseUnavailableError(error)) throw error;
      return undefined;
    }
  }

  /**
   * What an audience reads of a snapshot. Visitors' view holds the records published at the last
   * schedule boundary at or before now, and is remade once another boundary has passed: the
   * clock, not a write, changes it (ADR 063).
   */
  function viewOf(snapshot: Snapshot, audience: Audience): View {
    if (audience === "staff") return snapshot.staff;
    const now = nowMs();
    const asOf = getLastWindowChange(snapshot.windows, now);
    if (snapshot.public?.asOf === asOf) return snapshot.public;
    const records = (snapshot.staff.records as SnapshotRecord[])
      .filter((record) => isPublishedAt(record, now))
      .map((record) => deepFreeze(withoutSchedule(record)) as SnapshotRecord);
    snapshot.public = makeView(records, asOf);
    return snapshot.public;
  }

  function slice<T>(view: View, limit: number, lastCreatedAt: string | undefined): T[] {
    const start = lastCreatedAt === undefined ? 0 : firstIndexBefore(view.createdAtMs, Date.parse(lastCreatedAt));
    return view.records.slice(start, start + limit) as T[];
  }

  // Schedule boundaries (ADR 063): each instance arms a timer for the next boundary among the
  // collections it has read, re-armed whenever a snapshot is read (after every write). Instances
  // share the database, so each announces the same change at the same instant.
  let scheduleCheckedAt = nowMs();
  let scheduleTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** The longest setTimeout takes; a boundary further away is re-armed on the way. */
  const MAX_TIMER_MS = 2 ** 31 - 1;

  function armSchedule(): void {
    if (stopped) return;
    const now = nowMs();
    let next: number | undefined;
    for (const state of states.values()) {
      const snapshot = state.snapshot ?? state.lastGood;
      const boundary = snapshot && getNextWindowChange(snapshot.windows, Math.min(now, scheduleCheckedAt));
      if (boundary !== undefined && (next === undefined || boundary < next)) next = boundary;
    }
    if (scheduleTimer) clearTimeout(scheduleTimer);
    scheduleTimer = undefined;
    if (next === undefined) return;
    scheduleTimer = setTimeout(
      () => {
        checkSchedule().catch(() => armSchedule());
      },
      Math.min(Math.max(0, next - now), MAX_TIMER_MS),
    );
    scheduleTimer.unref();
  }

  async function checkSchedule(): Promise<void> {
    const from = scheduleCheckedAt;
    const to = nowMs();
    if (to <= from) return armSchedule();
    scheduleCheckedAt = to;
    const crosses = (instant: number) => instant > from && instant <= to;
    for (const [collection, state] of states) {
      const known = state.snapshot ?? state.lastGood;
      if (!known?.windows.some((window) => crosses(window.start) || crosses(window.end))) continue;
      // The newest records: a write since the last read may have moved the schedule.
      const { snapshot } = await readSnapshot(collection);
      for (const record of snapshot.staff.records as SnapshotRecord[]) {
        const before = isPublishedAt(record, from);
        const after = isPublishedAt(record, to);
        if (before === after) continue;
        // This instance's listeners only: every instance's own timer announces the same change.
        bus.deliver(
          after
            ? { collection, action: "created", record: withoutSchedule(record) as Record<string, unknown>, id: record.id }
            : { collection, action: "deleted", id: record.id },
        );
      }
    }
    armSchedule();
  }

  function publish(event: ContentEvent): void {
    bus.publish(event);
  }

  return {
    async list(collection, page = {}, audience = "public") {
      const limit = clampLimit(page.limit);
      return slice(viewOf((await readSnapshot(collection)).snapshot, audience), limit, page.lastCreatedAt);
    },

    async getListPage(collection, page, audience = "public") {
      const limit = clampLimit(page.limit);
      const { snapshot, stale } = await readSnapshot(collection);
      const view = viewOf(snapshot, audience);
      const key = `${limit}|${page.lastCreatedAt === undefined ? "" : Date.parse(page.lastCreatedAt)}`;
      let listPage = view.pages.get(key);
      if (!listPage) {
        listPage = createListPage(slice(view, limit, page.lastCreatedAt));
        if (view.pages.size >= MAX_PAGES_PER_SNAPSHOT) view.pages.clear();
        view.pages.set(key, listPage);
      }
      return stale ? { ...listPage, stale: true } : listPage;
    },

    async get(collection, id, audience = "public") {
      return viewOf((await readSnapshot(collection)).snapshot, audience).byId.get(id) as RecordOf<typeof collection> | undefined;
    },

    async getVersion(collection) {
      return (await readSnapshot(collection)).snapshot.version;
    },

    async create(collection, input, actor, id) {
      const [record] = await repository.insert(collection, [await prepare(collection, input)], actor, id === undefined ? undefined : [id]);
      publish({ collection, action: "created", record: record as Record<string, unknown>, id: record!.id });
      return record!;
    },

    async createOnce(collection, input, idempotency, actor) {
      const outcome = await repository.insertOnce(collection, await prepare(collection, input), idempotency, actor);
      if (outcome.created)
        publish({ collection, action: "created", record: outcome.record as Record<string, unknown>, id: outcome.record.id });
      return outcome;
    },

    async createMany(collection, inputs, actor) {
      const records = await repository.insert(collection, await Promise.all(inputs.map((input) => prepare(collection, input))), actor);
      for (const record of records) publish({ collection, action: "created", record: record as Record<string, unknown>, id: record.id });
      return records;
    },

    async update(collection, id, input, write) {
      const updated = await repository.update(collection, id, await prepare(collection, input), write);
      if (!updated) throw new HttpError(404, `No ${COLLECTIONS[collection].label} with id ${id}`, { code: "not_found" });
      publish({ collection, action: "updated", record: updated.record as Record<string, unknown>, id });
      return updated;
    },

    async restore(collection, id, version, write) {
      const restored = await repository.restore(collection, id, version, write);
      if (!restored)
        throw new HttpError(404, `No version ${version} of a ${COLLECTIONS[collection].label} with id ${id}`, { code: "not_found" });
      publish({ collection, action: restored.action, record: restored.record as Record<string, unknown>, id });
      return { record: restored.record, version: restored.version };
    },

    async delete(collection, id, write) {
      const deleted = await repository.delete(collection, id, write);
      if (!deleted) throw new HttpError(404, `No ${COLLECTIONS[collection].label} with id ${id}`, { code: "not_found" });
      publish({ collection, action: "deleted", id });
    },

    async warm() {
      await Promise.all(COLLECTION_NAMES.map((name) => readSnapshot(name)));
    },

    invalidate,
    checkSchedule,
    stop() {
      stopped = true;
      if (scheduleTimer) clearTimeout(scheduleTimer);
    },
    history: repository,
  };
}
