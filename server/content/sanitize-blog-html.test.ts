import { describe, expect, it } from "vitest";
import { findExecutableHtml, HOSTILE_HTML } from "#tests/fixtures/hostile-html.ts";
import { sanitizeBlogHtml } from "./sanitize-blog-html.ts";

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
});
