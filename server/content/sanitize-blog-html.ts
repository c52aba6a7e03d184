import sanitizeHtml from "sanitize-html";

/**
 * The allow-list for blog HTML (issue 3 item 6): text structure, links and images only. No
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
