import { describe, expect, it } from "vitest";
import { findExecutableHtml, HOSTILE_HTML } from "#tests/fixtures/hostile-html.ts";
import { cleanBlogHtml, isInternalHref, measureHtmlDepth, sanitizeBlogHtml } from "./sanitize-blog-html.ts";

describe("blog HTML sanitizing", () => {
  it.each(HOSTILE_HTML)("leaves nothing executable of %s", (payload) => {
    const clean = sanitizeBlogHtml(`<p>Before</p>${payload}<p>After</p>`);
    expect(findExecutableHtml(clean)).toEqual([]);
    expect(clean).toContain("<p>Before</p>");
  });

  it("the checker itself spots every payload before sanitizing", () => {
    const unspotted = HOSTILE_HTML.filter((payload) => findExecutableHtml(payload).length === 0 && !payload.includes("_blank"));
    expect(unspotted).toEqual([]);
  });

  it("keeps ordinary article markup, links and images", () => {
    const html =
      '<h2>Results</h2><p>Profit rose <strong>12%</strong>, see <a href="https://www.example.mw/report.pdf">the report</a> ' +
      'or <a href="/fdhbankplc/documents">documents</a>.</p><ul><li>One</li></ul><img src="https://cdn.example.mw/a.jpg" alt="Chart">';
    expect(sanitizeBlogHtml(html)).toBe(html.replace('alt="Chart">', 'alt="Chart" />'));
  });

  it("makes links that open a new tab unable to reach the opener", () => {
    expect(sanitizeBlogHtml('<a href="https://example.mw" target="_blank">x</a>')).toBe(
      '<a href="https://example.mw" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="https://example.mw" target="_top">x</a>')).toBe('<a href="https://example.mw">x</a>');
  });

  it("keeps what the console's rich-text editor writes (TipTap StarterKit markup), an external link's new tab and nofollow too", () => {
    const fromEditor =
      "<h2>Open on Saturdays</h2><p>From this week <strong>our agents</strong> open, <em>also</em> <u>in</u> <s>town</s>.</p>" +
      "<ul><li><p>Bring your ID</p></li></ul><ol><li><p>Come</p></li></ol><blockquote><p>Quote</p></blockquote><hr>" +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.fdh.co.mw/agents">agents</a></p>' +
      '<img src="/media/0b6f5a2e-7c1d-4e55-9a51-2f0c2b1d9e11.jpg" alt="An agent\'s shop">';
    expect(sanitizeBlogHtml(fromEditor)).toBe(fromEditor.replace("<hr>", "<hr />").replace('shop">', 'shop" />'));
  });
});

describe("internal and external links", () => {
  const site = "https://www.fdh.co.mw";

  it("saves a site path without a new tab or rel, whatever the editor sent", () => {
    expect(
      sanitizeBlogHtml('<a href="/fdhbankplc/loans" target="_blank" rel="noopener noreferrer nofollow">loans</a>', { siteOrigin: site }),
    ).toBe('<a href="/fdhbankplc/loans">loans</a>');
    expect(sanitizeBlogHtml('<a href="#rates" target="_blank" rel="nofollow">rates</a>')).toBe('<a href="#rates">rates</a>');
  });

  it("treats an address on the site's own host as internal", () => {
    expect(sanitizeBlogHtml('<a href="https://www.fdh.co.mw/news" target="_blank" rel="nofollow">news</a>', { siteOrigin: site })).toBe(
      '<a href="https://www.fdh.co.mw/news">news</a>',
    );
  });

  it("keeps an external link's new tab and nofollow, with noopener", () => {
    expect(sanitizeBlogHtml('<a href="https://www.rbm.mw/rates" target="_blank" rel="nofollow">RBM</a>', { siteOrigin: site })).toBe(
      '<a href="https://www.rbm.mw/rates" target="_blank" rel="noopener noreferrer nofollow">RBM</a>',
    );
    // Another host that merely ends like the site's is still external.
    expect(sanitizeBlogHtml('<a href="https://evil-fdh.co.mw/x" target="_blank">x</a>', { siteOrigin: "https://fdh.co.mw" })).toBe(
      '<a href="https://evil-fdh.co.mw/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("never counts a protocol-relative address as internal", () => {
    expect(isInternalHref("//www.fdh.co.mw/news", site)).toBe(false);
    expect(isInternalHref("/news", site)).toBe(true);
    expect(isInternalHref("https://www.fdh.co.mw:8443/news", site)).toBe(false);
    expect(isInternalHref("mailto:info@fdh.co.mw", site)).toBe(false);
  });
});

describe("how deeply sanitized HTML nests", () => {
  it("counts open elements, not void ones, in one pass", () => {
    expect(measureHtmlDepth('<p>a<br />b<img src="https://x.mw/a.png" /></p>')).toBe(1);
    expect(measureHtmlDepth(sanitizeBlogHtml(`${"<blockquote>".repeat(150)}<p>deep</p>`))).toBe(151);
    expect(cleanBlogHtml(`${"<div>".repeat(150)}<p>x</p>`)).toEqual({ html: "<p>x</p>", depth: 1 });
    expect(measureHtmlDepth(sanitizeBlogHtml('<p title="a > b">x</p><p>y</p>'))).toBe(1);
  });
});
