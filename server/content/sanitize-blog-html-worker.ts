import { cleanBlogHtml, type BlogHtmlOptions, type CleanedHtml } from "./sanitize-blog-html.ts";

/** One task: the HTML, and where the site is served (its links are internal). */
export interface CleanBlogHtmlTask extends BlogHtmlOptions {
  html: string;
}

/**
 * Blog HTML cleaning as a worker-pool task (piscina loads this file in a worker thread, under
 * Node's type stripping): hostile HTML (thousands of nested tags) can take the sanitizer most of
 * a second, which must not stop every other request.
 */
export default function cleanBlogHtmlTask({ html, siteOrigin }: CleanBlogHtmlTask): CleanedHtml {
  return cleanBlogHtml(html, { siteOrigin });
}
