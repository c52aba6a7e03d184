import { z } from "zod";
import { IdSchema, InstantSchema } from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { MAX_BLOG_HTML_LENGTH } from "./blog.ts";
import { scheduleFields } from "./schedule.ts";

/**
 * The pages and blocks an editor writes whole (ADR 071), each by a fixed slug: the site reads the
 * newest published record of a slug.
 * - `fraud-awareness`: the bank's fraud-awareness page.
 * - `complaint-escalation`: the complaint escalation path (the bank, its internal appeal, the RBM).
 * - `ussd-banking`: the USSD block on the bank's home and contact pages; no record, no block (the
 *   spec gives no USSD code, so the sample content has none).
 */
export const SITE_PAGE_SLUGS = ["fraud-awareness", "complaint-escalation", "ussd-banking"] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

const SlugSchema = formField(z.enum(SITE_PAGE_SLUGS), {
  label: "Page",
  optionLabels: {
    "fraud-awareness": "Fraud awareness page",
    "complaint-escalation": "Complaint escalation page",
    "ussd-banking": "USSD block (bank home and contact pages)",
  },
});

const TitleSchema = z.object({
  en: z.string().trim().min(1, "English text must not be empty").max(300),
  ny: z.string().trim().min(1, "Chichewa text must not be empty").max(300),
});

const sitePageFields = {
  slug: SlugSchema,
  /** The page's heading (the block's, for the USSD block), plain text. */
  title: TitleSchema,
  /** HTML in both languages, cleaned on write as news bodies are (server/content/sanitize-blog-html.ts). */
  body: formField(
    z.object({
      en: z.string().trim().min(1, "English text must not be empty").max(MAX_BLOG_HTML_LENGTH),
      ny: z.string().trim().min(1, "Chichewa text must not be empty").max(MAX_BLOG_HTML_LENGTH),
    }),
    { widget: "html" },
  ),
  ...scheduleFields,
};

/** Body of `POST /api/site_pages` and `PUT /api/site_pages/{id}` (ADR 071). */
export const SitePageInputSchema = z.object(sitePageFields);
export type SitePageInput = z.infer<typeof SitePageInputSchema>;

/** A site page as the API answers it. */
export const SitePageSchema = z.object({ id: IdSchema, ...sitePageFields, created_at: InstantSchema });
export type SitePage = z.infer<typeof SitePageSchema>;

/** The page of a slug the site shows: the newest record (lists come newest first), or undefined. */
export function findSitePage<Page extends { slug: string; created_at: string }>(
  pages: readonly Page[],
  slug: SitePageSlug,
): Page | undefined {
  let found: Page | undefined;
  for (const page of pages) if (page.slug === slug && (found === undefined || page.created_at > found.created_at)) found = page;
  return found;
}
