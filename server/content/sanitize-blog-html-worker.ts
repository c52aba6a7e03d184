import { cleanBlogHtml, type CleanedHtml } from "./sanitize-blog-html.ts";

/**
 * Blog HTML cleaning as a worker-pool task (piscina loads this file in a worker thread, under
 * Node's type stripping): hostile HTML (thousands of nested tags) can take the sanitizer most of
 * a second, which must not stop every other request.
 */
export default function cleanBlogHtmlTask(html: string): CleanedHtml {
  return cleanBlogHtml(html);
}
