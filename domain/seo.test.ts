import { describe, expect, it } from "vitest";
import { buildRobotsTxt, buildSitemap } from "./seo.ts";

describe("robots.txt and sitemap.xml", () => {
  it("lists every route in both languages (but the article pages, which need an id) with hreflang alternates and absolute URLs", () => {
    const xml = buildSitemap("fdh", "https://www.fdh.co.mw");
    // 67 routes less the two article pages (they need an ?id=), plus account opening, complaints, the fraud page and the
    // complaint escalation page (ADR 071), in two languages.
    expect(xml.match(/<url>/g)).toHaveLength(138);
    expect(xml).toContain("<loc>https://www.fdh.co.mw/fdhbankplc/fraud?lang=ny</loc>");
    expect(xml).toContain("<loc>https://www.fdh.co.mw/fdhbankplc/complaints/escalation</loc>");
    expect(xml).toContain("<loc>https://www.fdh.co.mw/fdhbankplc/openaccount?lang=ny</loc>");
    expect(xml).toContain("<loc>https://www.fdh.co.mw/fdhbankplc/complaints?lang=ny</loc>");
    expect(xml).not.toContain("blog/view");
    expect(xml).toContain("<loc>https://www.fdh.co.mw/fdhbankplc/exchangeRates?lang=ny</loc>");
    expect(xml).toContain('hreflang="en" href="https://www.fdh.co.mw/fdhbankplc/kyc"');
    expect(xml).toContain("<loc>https://www.fdh.co.mw/fdhbankplc/exchangeRates</loc>");
    expect(xml).toContain('hreflang="x-default" href="https://www.fdh.co.mw/fdhproperties/services"');
    expect(xml).not.toContain("lang=en");
  });

  it("keeps crawlers out of the API and points them at the sitemap", () => {
    const robots = buildRobotsTxt("https://www.fdh.co.mw");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Sitemap: https://www.fdh.co.mw/sitemap.xml");
  });
});
