import { z } from "zod";
import { BilingualSchema, DateOrDateTimeSchema, IdSchema, InstantSchema, NameSchema, SafeUrlSchema, SiteIdSchema } from "./common.ts";

/** Blog HTML may be long, but not unbounded. */
const MAX_HTML_LENGTH = 200_000;

const blogFields = {
  title: BilingualSchema,
  /** HTML in both languages; the server sanitizes it on write with an allow-list. */
  content: z.object({
    en: z.string().trim().min(1, "English text must not be empty").max(MAX_HTML_LENGTH),
    ny: z.string().trim().min(1, "Chichewa text must not be empty").max(MAX_HTML_LENGTH),
  }),
  /** Plain text for lists and meta descriptions. */
  summary: BilingualSchema,
  published_at: DateOrDateTimeSchema,
  image_cover_url: SafeUrlSchema,
  /** Sic: the wire name of spec §3. */
  creater_name: NameSchema,
  featured: z.boolean(),
  /** Whole minutes. */
  readingTime: z.number().int().min(1).max(600),
  showSocialIcons: z.boolean(),
  shareTitle: BilingualSchema,
  /** Sic: the wire name of spec §3. */
  shareDiscription: BilingualSchema,
  /** Where the article shows. */
  sites: z.array(SiteIdSchema).min(1, "must name at least one site"),
};

/** Body of `POST /api/blogs` and `PUT /api/blogs/{id}`. */
export const BlogInputSchema = z.object(blogFields);
export type BlogInput = z.infer<typeof BlogInputSchema>;

/** A news article as the API answers it. */
export const BlogSchema = z.object({ id: IdSchema, ...blogFields, created_at: InstantSchema });
export type Blog = z.infer<typeof BlogSchema>;
