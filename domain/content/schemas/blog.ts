import { z } from "zod";
import { DateOrDateTimeSchema, IdSchema, InstantSchema, NameSchema, SafeUrlSchema, SiteIdSchema } from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { scheduleFields } from "./schedule.ts";

/**
 * Blog HTML may be long, but not unbounded. The limit holds for what is sent and for what is
 * stored once sanitized (`&` becomes `&amp;`), so whatever is accepted can be read back and shown.
 */
export const MAX_BLOG_HTML_LENGTH = 200_000;

/** How deeply the stored HTML's elements may nest: far beyond any article, far below what strains a parser. */
export const MAX_BLOG_HTML_DEPTH = 100;

/** Plain text in both languages, at most `max` characters each (blog titles and summaries). */
function bilingualText(max: number) {
  return z.object({
    en: z.string().trim().min(1, "English text must not be empty").max(max),
    ny: z.string().trim().min(1, "Chichewa text must not be empty").max(max),
  });
}

const TitleSchema = bilingualText(300);
const SummarySchema = bilingualText(1_000);

const blogFields = {
  title: TitleSchema,
  /** HTML in both languages; the server sanitizes it on write with an allow-list. */
  content: formField(
    z.object({
      en: z.string().trim().min(1, "English text must not be empty").max(MAX_BLOG_HTML_LENGTH),
      ny: z.string().trim().min(1, "Chichewa text must not be empty").max(MAX_BLOG_HTML_LENGTH),
    }),
    { widget: "html" },
  ),
  /** Plain text for lists and meta descriptions. */
  summary: formField(SummarySchema, { widget: "textarea" }),
  published_at: DateOrDateTimeSchema,
  image_cover_url: formField(SafeUrlSchema, { label: "Cover image" }),
  /**
   * What the cover shows, for people who cannot see it (its `alt` on the article page), in both
   * languages (at most 300 characters each); null when not given: the cover is then decoration (`alt=""`).
   */
  image_cover_alt: formField(TitleSchema, { label: "Cover image description" }).nullable().default(null),
  /** Spec §3: the back-office user who wrote it; null when the back office gave none. */
  createrId: z.string().trim().min(1).max(100).nullable().default(null),
  /** Sic: the wire name of spec §3. */
  creater_name: formField(NameSchema, { label: "Author" }),
  featured: z.boolean(),
  /** Whole minutes. */
  readingTime: formField(z.number().int().min(1).max(600), { label: "Reading time (minutes)" }),
  showSocialIcons: formField(z.boolean(), { label: "Show share buttons" }),
  shareTitle: TitleSchema,
  /** Sic: the wire name of spec §3. */
  shareDiscription: formField(SummarySchema, { label: "Share description", widget: "textarea" }),
  /** Where the article shows. */
  sites: formField(z.array(SiteIdSchema).min(1, "must name at least one site"), { label: "Companies" }),
  ...scheduleFields,
};

/**
 * The text of HTML with each tag as a space, in one pass: a tag runs from `<` to the next `>`, and
 * a `<` with no `>` after it is text. (A regular expression such as `<[^>]*>` rescans the rest of
 * the text from every unclosed `<`: 100,000 of them took seconds.)
 */
function stripTags(html: string): string {
  const parts: string[] = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf("<", index);
    if (open === -1) break;
    const close = html.indexOf(">", open);
    if (close === -1) break;
    parts.push(html.slice(index, open), " ");
    index = close + 1;
  }
  parts.push(html.slice(index));
  return parts.join("");
}

/** Plain text of an article's HTML, cut at a word near `length` characters: the summary a spec-shaped record lacks. */
export function summarizeHtml(html: string, length = 200): string {
  const text = stripTags(html)
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= length) return text;
  const cut = sliceWhole(text, length);
  const space = cut.lastIndexOf(" ");
  // No space to cut at: the first character, whole.
  return `${space > 0 ? cut.slice(0, space) : String.fromCodePoint(cut.codePointAt(0)!)}…`;
}

/**
 * The first `end` UTF-16 units of a text, one fewer when that would split a surrogate pair: half
 * an emoji is a lone surrogate, which no database can store as UTF-8 (the write answered 500).
 */
function sliceWhole(text: string, end: number): string {
  const code = text.charCodeAt(end - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? end - 1 : end);
}

// Spec §3 does not name `summary` or `sites`: a record shaped as the spec describes it gets a
// summary from its content and shows on both blogs (the holding company's and the bank's).
const DEFAULT_BLOG_SITES = ["holding", "bank"] as const;

/** Words a reader reads in a minute, for an article's reading time when the editor gives none. */
const WORDS_PER_MINUTE = 200;

/** Whole minutes to read an article's English text: at least 1. */
export function estimateReadingMinutes(html: string): number {
  const words = stripTags(html).split(/\s+/).filter(Boolean).length;
  return Math.min(600, Math.max(1, Math.round(words / WORDS_PER_MINUTE)));
}

/**
 * Body of `POST /api/blogs` and `PUT /api/blogs/{id}`. What an editor need not type is derived
 * when left out (issue 24): the summary from the text, the reading time from the English text,
 * the share title from the title and the share description from the summary. Given, each is kept.
 */
export const BlogInputSchema = z
  .object({
    ...blogFields,
    summary: blogFields.summary.optional(),
    readingTime: blogFields.readingTime.optional(),
    shareTitle: blogFields.shareTitle.optional(),
    shareDiscription: blogFields.shareDiscription.optional(),
    sites: blogFields.sites.default([...DEFAULT_BLOG_SITES]),
  })
  .transform(({ summary, readingTime, shareTitle, shareDiscription, ...blog }) => {
    const shownSummary = summary ?? {
      en: summarizeHtml(blog.content.en) || blog.title.en,
      ny: summarizeHtml(blog.content.ny) || blog.title.ny,
    };
    return {
      ...blog,
      summary: shownSummary,
      readingTime: readingTime ?? estimateReadingMinutes(blog.content.en),
      shareTitle: shareTitle ?? blog.title,
      shareDiscription: shareDiscription ?? shownSummary,
    };
  });
export type BlogInput = z.infer<typeof BlogInputSchema>;

/** A news article as the API answers it. */
export const BlogSchema = z.object({ id: IdSchema, ...blogFields, created_at: InstantSchema });
export type Blog = z.infer<typeof BlogSchema>;
