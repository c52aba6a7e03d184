import { describe, expect, it } from "vitest";
import { formatUrlQuery } from "./url-query.ts";

describe("query parameters in the site's links", () => {
  it("writes one address for one view, whichever order the parameters were set in", () => {
    const a = new URLSearchParams("type=All+Loans&lang=ny&loan=42&detail=benefits");
    const b = new URLSearchParams("type=All+Loans&loan=42&detail=benefits&lang=ny");
    const c = new URLSearchParams("lang=ny&detail=benefits&loan=42&type=All+Loans");
    expect(formatUrlQuery(a)).toBe("?type=All+Loans&loan=42&detail=benefits&lang=ny");
    expect(formatUrlQuery(b)).toBe(formatUrlQuery(a));
    expect(formatUrlQuery(c)).toBe(formatUrlQuery(a));
  });

  it("keeps parameters it does not know, before the language, and writes nothing for none", () => {
    expect(formatUrlQuery(new URLSearchParams("lang=ny&utm_source=x&tab=upload"))).toBe("?tab=upload&utm_source=x&lang=ny");
    expect(formatUrlQuery(new URLSearchParams())).toBe("");
  });
});
