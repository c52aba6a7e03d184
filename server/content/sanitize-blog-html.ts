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
  transformTags: {
    // A link that opens a new tab must not hand the new page a handle on ours.
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = { ...attribs };
      if (attributes.target !== undefined && attributes.target !== "_blank") delete attributes.target;
      attributes.rel = attributes.target === "_blank" ? "noopener noreferrer" : (attributes.rel ?? "");
      if (attributes.rel === "") delete attributes.rel;
      return { tagName, attribs: attributes };
    },
  },
  allowedClasses: {},
  allowedStyles: {},
};

/** Blog HTML reduced to the allow-list: safe to store and to render as HTML. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, BLOG_HTML_OPTIONS).trim();
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
export function cleanBlogHtml(html: string): CleanedHtml {
  const clean = sanitizeBlogHtml(html);
  return { html: clean, depth: measureHtmlDepth(clean) };
}
