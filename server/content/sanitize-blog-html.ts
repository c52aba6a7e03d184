import sanitizeHtml from "sanitize-html";

/**
 * The allow-list for blog HTML: text structure, links and images only. No
 * scripts, styles, event handlers, frames, forms or SVG; links and images only to https (links
 * also mailto: and tel:) or site-relative paths, so stored content can never run script.
 */
const BLOG_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "mark",
    "abbr",
    "cite",
    "q",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    abbr: ["title"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Text inside these never reaches the page, not even as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object", "embed", "svg", "math", "title"],
  allowedClasses: {},
  allowedStyles: {},
};

/** Where the site itself is served (PUBLIC_URL): links to it are internal, like site paths. */
export interface BlogHtmlOptions {
  siteOrigin?: string | undefined;
}

/**
 * Whether a link stays on the site: a site path (`/fdhbankplc/loans`), a relative path or an
 * anchor, or an absolute address on the site's own host. Protocol-relative (`//host`) never is.
 */
export function isInternalHref(href: string, siteOrigin?: string): boolean {
  if (href.startsWith("//")) return false;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(href)) return true;
  if (!siteOrigin) return false;
  try {
    const url = new URL(href);
    return (url.protocol === "https:" || url.protocol === "http:") && url.host === new URL(siteOrigin).host;
  } catch {
    return false;
  }
}

/**
 * Links' target and rel: an internal link opens in the same tab with no rel (no `nofollow` on
 * the site's own pages); an external one keeps the new tab it asked for, which then cannot reach
 * the opener (`noopener noreferrer`), and keeps `nofollow` when given.
 */
function transformLink(siteOrigin: string | undefined): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const attributes: Record<string, string> = { ...attribs };
    if (isInternalHref(attributes.href ?? "", siteOrigin)) {
      delete attributes.target;
      delete attributes.rel;
      return { tagName, attribs: attributes };
    }
    if (attributes.target !== undefined && attributes.target !== "_blank") delete attributes.target;
    const given = (attributes.rel ?? "").split(/\s+/).filter(Boolean);
    attributes.rel =
      attributes.target === "_blank"
        ? ["noopener", "noreferrer", ...(given.includes("nofollow") ? ["nofollow"] : [])].join(" ")
        : (attributes.rel ?? "");
    if (attributes.rel === "") delete attributes.rel;
    return { tagName, attribs: attributes };
  };
}

/** Blog HTML reduced to the allow-list: safe to store and to render as HTML. */
export function sanitizeBlogHtml(html: string, options: BlogHtmlOptions = {}): string {
  return sanitizeHtml(html, { ...BLOG_HTML_OPTIONS, transformTags: { a: transformLink(options.siteOrigin) } }).trim();
}

/** Elements the sanitizer writes without a closing tag (`<br />`): they never nest anything. */
const VOID_TAGS = new Set(["br", "hr", "img"]);

/**
 * How deeply the elements of sanitized HTML nest, in one pass. Only for the sanitizer's own
 * output, which closes every element it opens and escapes `<` and `>` in text and attributes.
 */
export function measureHtmlDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  let index = html.indexOf("<");
  while (index !== -1) {
    const end = html.indexOf(">", index);
    if (end === -1) break;
    if (html[index + 1] === "/") depth--;
    else {
      const name = /^<([a-z0-9]+)/i.exec(html.slice(index, Math.min(end, index + 12)))?.[1]?.toLowerCase();
      if (name !== undefined && !VOID_TAGS.has(name) && html[end - 1] !== "/") deepest = Math.max(deepest, ++depth);
    }
    index = html.indexOf("<", end);
  }
  return deepest;
}

/** Sanitized blog HTML and how deeply its elements nest: what is stored, and what the limits are checked on. */
export interface CleanedHtml {
  html: string;
  depth: number;
}

/** Sanitizes and measures: the work the sanitizer pool does off the event loop. */
export function cleanBlogHtml(html: string, options: BlogHtmlOptions = {}): CleanedHtml {
  const clean = sanitizeBlogHtml(html, options);
  return { html: clean, depth: measureHtmlDepth(clean) };
}
