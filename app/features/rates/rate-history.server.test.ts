import { describe, expect, it } from "vitest";
import type { ExchangeRate } from "#domain/content/exchange-rates.ts";
import { describeRateHistory, renderRateHistory } from "./rate-history.server.ts";

const usd = (set_at: string, buying: number, selling: number, source: ExchangeRate["source"] = "moneyBureau"): ExchangeRate =>
  ({
    id: `${source}-${set_at}`,
    source,
    currency_code: "USD",
    currency_name: { en: "US Dollar", ny: "Dola la ku America" },
    buying,
    selling,
    set_at,
    created_at: set_at,
  }) as ExchangeRate;

const now = new Date("2026-11-28T08:00:00Z");
const history = [
  usd("2026-11-02T06:00:00Z", 1700, 1750),
  usd("2026-11-27T06:00:00Z", 1712.5, 1767.5),
  // The bank's own rates are another line, never mixed in.
  usd("2026-11-27T06:00:00Z", 1600, 1650, "bank"),
];

describe("the rate history, drawn on the server", () => {
  it("says the latest rates and the change over the period in English and in Chichewa", () => {
    const days = [
      { date: "2026-11-02", buying: 1700, selling: 1750 },
      { date: "2026-11-27", buying: 1712.5, selling: 1767.5 },
    ];
    expect(describeRateHistory(days, { code: "USD", days: 30, lang: "en" })).toBe(
      "USD over the last 30 days: we sell at K1,767.50 on 27 November 2026, up K17.50 (1.00%) since 2 November 2026; we buy at K1,712.50.",
    );
    expect(describeRateHistory(days, { code: "USD", days: 30, lang: "ny" })).toBe(
      "USD m'masiku 30 apitawa: timagulitsa pa K1,767.50 pa 27 Novembala 2026, mtengo wakwera ndi K17.50 (1.00%) kuchokera pa 2 Novembala 2026; timagula pa K1,712.50.",
    );
  });

  it("says when a rate fell, stayed, has one day only, or has none", () => {
    const fell = [
      { date: "2026-11-02", buying: 1700, selling: 1800 },
      { date: "2026-11-27", buying: 1700, selling: 1782 },
    ];
    expect(describeRateHistory(fell, { code: "USD", days: 30, lang: "en" })).toContain("down K18.00 (1.00%)");
    expect(describeRateHistory(fell, { code: "USD", days: 30, lang: "ny" })).toContain("mtengo watsika ndi K18.00 (1.00%)");
    const stayed = [fell[0]!, { ...fell[0]!, date: "2026-11-03" }];
    expect(describeRateHistory(stayed, { code: "USD", days: 30, lang: "en" })).toContain("unchanged since");
    expect(describeRateHistory([fell[0]!], { code: "USD", days: 30, lang: "en" })).toBe(
      "Only one day's rates so far: on 2 November 2026 we sell USD at K1,800.00 and buy at K1,700.00.",
    );
    expect(describeRateHistory([], { code: "GBP", days: 90, lang: "ny" })).toBe(
      "Palibe mitengo ya GBP yomwe inalengezedwa m'masiku 90 apitawa.",
    );
  });

  it("draws the source's line, a table of each day newest first, and a form that keeps the page's tab", () => {
    const section = renderRateHistory(history, {
      source: "moneyBureau",
      current: [history[1]!],
      query: new URLSearchParams("history=usd&days=90"),
      lang: "en",
      now,
      hiddenFields: { tab: "todays-rates" },
    })!;
    expect(section).toMatchObject({ currency: "USD", days: 90 });
    expect(section.html).toContain('<svg viewBox="0 0 640 240" role="img"');
    expect(section.html).toContain('<option value="90" selected>Last 90 days</option>');
    expect(section.html).toContain('<input type="hidden" name="tab" value="todays-rates">');
    const rows = [...section.html.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td>/g)].map((match) => [match[1], match[2]]);
    expect(rows).toEqual([
      ["27 November 2026", "K1,712.50"],
      ["2 November 2026", "K1,700.00"],
    ]);
    expect(section.html).not.toContain("K1,600.00");
  });

  it("falls back to US dollars and 30 days for anything else asked, and escapes what it writes", () => {
    const odd = { ...history[1]!, currency_code: "X<Y", currency_name: { en: '"Odd" & <b>', ny: "Odd" } } as ExchangeRate;
    const section = renderRateHistory([...history, odd], {
      source: "moneyBureau",
      current: [odd, history[1]!],
      query: new URLSearchParams("history=ZZZ&days=7"),
      lang: "en",
      now,
    })!;
    expect(section).toMatchObject({ currency: "USD", days: 30 });
    expect(section.html).toContain("X&lt;Y · &quot;Odd&quot; &amp; &lt;b&gt;");
    expect(section.html).not.toContain("<b>");
  });

  it("draws nothing where the source has no rates", () => {
    expect(renderRateHistory([], { source: "bank", current: [], query: new URLSearchParams(), lang: "en", now })).toBeUndefined();
  });
});
