import { z } from "zod";
import { InstantSchema } from "../../schemas/common.ts";

/** The longest alt text an editor may give a file, per language. */
export const MEDIA_ALT_MAX = 300;
/** The longest original file name kept from an upload. */
export const MEDIA_NAME_MAX = 200;
/** Files per library page when the caller does not say. */
export const MEDIA_PAGE_SIZE = 24;

/** A stored file's name, `/media/<key>` being its address: what the library calls its key. */
export const MediaKeySchema = z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,199}$/, "must be a media file's name");

/**
 * A media file changed how pages show it (its focal point): carried by the event bus to every
 * instance, which drops its copy of the focal points and its rendered pages (ADR 076).
 */
export const MediaChangeSchema = z.object({ url: z.string().regex(/^\/media\/[a-z0-9][a-z0-9_.-]{0,199}$/) });
export type MediaChange = z.infer<typeof MediaChangeSchema>;

/** Where a crop keeps the picture's subject (ADR 076): percent across and down, 50/50 the centre. */
export const FocalPointSchema = z.object({
  x: z.number().int().min(0).max(100),
  y: z.number().int().min(0).max(100),
});
export type FocalPoint = z.infer<typeof FocalPointSchema>;

export const DEFAULT_FOCAL_POINT: FocalPoint = { x: 50, y: 50 };

export const MEDIA_TYPES = ["image", "pdf"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Query of `GET /api/staff/media`: newest first, `before` the key of the last file already shown. */
export const MediaListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe("Part of a file name or alt text, any case"),
  type: z.enum(MEDIA_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MEDIA_PAGE_SIZE),
  before: MediaKeySchema.optional().describe("The key of the last file of the page before"),
});
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>;

/** One file of the library as the console sees it. */
export const MediaItemSchema = z.object({
  key: MediaKeySchema,
  url: z.string(),
  type: z.enum(MEDIA_TYPES),
  content_type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  original_name: z.string().nullable(),
  /** Empty where the editor has not described the file. */
  alt: z.object({ en: z.string(), ny: z.string() }),
  focal: FocalPointSchema,
  uploaded_by: z.string().nullable(),
  created_at: InstantSchema,
  /** Published records whose picture or file this is (ADR 076). */
  used_in: z.number().int().min(0),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

/** Answer of `GET /api/staff/media`: `next_before` asks for the next page, null at the end. */
export const MediaPageSchema = z.object({ items: z.array(MediaItemSchema), next_before: MediaKeySchema.nullable() });
export type MediaPage = z.infer<typeof MediaPageSchema>;

const AltTextSchema = z.string().trim().max(MEDIA_ALT_MAX);

/** Body of `PATCH /api/staff/media/{key}`: the alt texts, the focal point, or both. */
export const MediaUpdateSchema = z
  .object({
    alt: z.object({ en: AltTextSchema, ny: AltTextSchema }).strict().optional(),
    focal: FocalPointSchema.strict().optional(),
  })
  .strict()
  .refine((body) => body.alt !== undefined || body.focal !== undefined, "give alt, focal or both");
export type MediaUpdate = z.infer<typeof MediaUpdateSchema>;

/**
 * An upload's own file name, kept to find it again: no folders, no control characters, spaces
 * squeezed, at most MEDIA_NAME_MAX characters; undefined when nothing readable is left.
 */
export function sanitizeOriginalName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/\s+/g, " ")
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f<>"]/g, "")
    .trim();
  const kept = [...clean].slice(0, MEDIA_NAME_MAX).join("");
  return kept.length > 0 ? kept : undefined;
}

/** The CSS `object-position` of a focal point; undefined for the centre, which is the default. */
export function formatObjectPosition(focal: FocalPoint | undefined): string | undefined {
  if (!focal || (focal.x === 50 && focal.y === 50)) return undefined;
  return `${focal.x}% ${focal.y}%`;
}

/** Where a file is still used, which keeps it from being deleted (ADR 076). */
export const MEDIA_USE_PLACES = ["published", "draft", "pending", "bin"] as const;
export type MediaUsePlace = (typeof MEDIA_USE_PLACES)[number];

/** One record that uses a file: `label` is its collection in words ("banner"). */
export const MediaUseSchema = z.object({
  place: z.enum(MEDIA_USE_PLACES),
  collection: z.string(),
  label: z.string(),
  record_id: z.string(),
});
export type MediaUse = z.infer<typeof MediaUseSchema>;

/** The 409 of `DELETE /api/staff/media/{key}`: the file is used, and where. */
export const MediaInUseSchema = z.object({ error: z.string(), code: z.literal("media_in_use"), uses: z.array(MediaUseSchema) });

const USE_PLACE_WORDS: Record<MediaUsePlace, [one: string, many: string]> = {
  published: ["published record", "published records"],
  draft: ["draft", "drafts"],
  pending: ["change awaiting approval", "changes awaiting approval"],
  bin: ["record in the Bin", "records in the Bin"],
};

/** Where a file is used, in one sentence for an editor: "1 published record (banner) and 2 drafts (blog, loan)". */
export function describeMediaUses(uses: readonly MediaUse[]): string {
  const parts = MEDIA_USE_PLACES.flatMap((place) => {
    const here = uses.filter((use) => use.place === place);
    if (here.length === 0) return [];
    const [one, many] = USE_PLACE_WORDS[place];
    const labels = [...new Set(here.map((use) => use.label))].join(", ");
    return [`${here.length} ${here.length === 1 ? one : many} (${labels})`];
  });
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)!}`;
}
