import { describe, expect, it } from "vitest";
import { countRecords } from "#tests/support/content-factories.ts";
import { createTestClock } from "#tests/support/test-clock.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

interface History {
  currency: string;
  days: number;
  history: Array<{ date: string; buying: number; selling: number }>;
}

describe.each(DRIVERS)("the exchange-rate history on %s", (driver) => {
  // Saturday 28 November 2026, 10:00 in Blantyre.
  const clock = createTestClock({ start: new Date("2026-11-28T08:00:00Z") });
  const server = useTestServer(driver, { content: { now: clock.now } });

  const publish = (setAt: string, buying: number, selling: number) =>
    server.app.inject({
      method: "POST",
      url: "/api/staff/exchange-rates",
      headers: server.staff,
      payload: { source: "moneyBureau", set_at: setAt, rates: [{ currency_code: "USD", buying, selling }] },
    });
  const history = async (query: string) => {
    const response = await server.app.inject({ url: `/api/exchange-rate-history?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<History>();
  };

  it("keeps each day's rates: a new publication adds records, yesterday's stay", async () => {
    const count = () => countRecords(server.app, "money_bureau_exchange_rates");
    const before = await count();
    expect((await publish("2026-11-26T07:30:00+02:00", 1700, 1750)).statusCode).toBe(201);
    expect((await publish("2026-11-26T14:00:00+02:00", 1710, 1760)).statusCode).toBe(201);
    expect((await publish("2026-11-27T07:30:00+02:00", 1720, 1770)).statusCode).toBe(201);
    // Late in the day, so it is the last rate published on 10 October (the sample history has a morning one).
    expect((await publish("2026-10-10T18:00:00+02:00", 1650, 1690)).statusCode).toBe(201);
    expect(await count()).toBe(before + 4);
  });

  it("answers one rate per day, the last published that day, oldest first, within the period", async () => {
    const month = await history("currency=USD&days=30");
    expect(month.currency).toBe("USD");
    expect(month.days).toBe(30);
    const dates = month.history.map((day) => day.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toEqual(dates.toSorted());
    expect(month.history.find((day) => day.date === "2026-11-26")).toEqual({ date: "2026-11-26", buying: 1710, selling: 1760 });
    expect(month.history.at(-1)).toEqual({ date: "2026-11-27", buying: 1720, selling: 1770 });
    expect(dates).not.toContain("2026-10-10");

    const quarter = await history("currency=USD&days=90");
    expect(quarter.history.find((day) => day.date === "2026-10-10")).toEqual({ date: "2026-10-10", buying: 1650, selling: 1690 });
    expect(quarter.history[0]!.date >= "2026-08-30").toBe(true);
    expect((await history("currency=USD")).days).toBe(90);
  });

  it("answers an empty history for a currency never published", async () => {
    expect((await history("currency=XAU&days=365")).history).toEqual([]);
  });

  it("refuses a period other than 30, 90 or 365 days and a currency that is no ISO code, with 400", async () => {
    for (const query of ["currency=USD&days=7", "currency=USD&days=abc", "currency=usd&days=30", "days=30"]) {
      const response = await server.app.inject({ url: `/api/exchange-rate-history?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
    }
  });
});
