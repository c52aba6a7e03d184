import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentEvent } from "#domain/content/schemas/content-event.ts";
import { countRecords } from "#tests/support/content-factories.ts";
import { createHiddenObjectStreamPdf } from "#tests/support/hostile-pdfs.ts";
import { createElf, createPaddedPdf, createUploadForm } from "#tests/support/kyc-files.ts";
import { createStaffMember, signInWithCookie } from "#tests/support/staff-session.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

describe.each(DRIVERS)("media uploads and the day's rates on %s", (driver) => {
  const server = useTestServer(driver, { signIn: false });
  let admin: { cookie: string; origin: string };
  let officer: { cookie: string; origin: string };

  beforeAll(async () => {
    admin = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    const member = await createStaffMember(server.app, "kyc_officer");
    officer = await signInWithCookie(server.app, member.username, member.password);
  });

  const upload = async (headers: Record<string, string>, file: { name: string; content: Buffer; type?: string }) => {
    const form = await createUploadForm({}, file);
    return server.app.inject({ method: "POST", url: "/api/staff/media", headers: { ...headers, ...form.headers }, payload: form.payload });
  };
  const publishRates = (headers: Record<string, string>, payload: Json) =>
    server.app.inject({ method: "POST", url: "/api/staff/exchange-rates", headers, payload });
  const countRates = () => countRecords(server.app, "money_bureau_exchange_rates");

  it("stores an uploaded image without its metadata and serves it to visitors at its own path", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0b3b7a" } })
      .png()
      .withMetadata({ exif: { IFD0: { Artist: "Secret Name" } } })
      .toBuffer();
    const response = await upload(admin, { name: "cover.png", content: png, type: "image/png" });
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ url: string; content_type: string; size: number }>();
    expect(answer.url).toMatch(/^\/media\/[0-9a-f-]+\.png$/);
    expect(answer.content_type).toBe("image/png");
    const served = await server.app.inject({ url: answer.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.includes(Buffer.from("Secret Name"))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
  });

  it("accepts a PDF and refuses a program dressed as one, by content", async () => {
    const pdf = await upload(admin, { name: "tariffs.pdf", content: createPaddedPdf(3_000), type: "application/pdf" });
    expect(pdf.statusCode).toBe(201);
    const served = await server.app.inject({ url: pdf.json<{ url: string }>().url });
    expect(served.headers["content-security-policy"]).toMatch(/^sandbox/);
    const elf = await upload(admin, { name: "report.pdf", content: createElf(), type: "application/pdf" });
    expect(elf.statusCode).toBe(400);
    expect(elf.json()).toMatchObject({ code: "unsupported_media_type" });
  });

  it("refuses a PDF whose opening script hides in an object stream behind a fake endstream", async () => {
    const hidden = createHiddenObjectStreamPdf({ catalogExtra: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" });
    const refused = await upload(admin, { name: "tariffs.pdf", content: hidden, type: "application/pdf" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toMatch(/act|script/i);
    const plain = await upload(admin, { name: "tariffs.pdf", content: createHiddenObjectStreamPdf(), type: "application/pdf" });
    expect(plain.statusCode).toBe(201);
  });

  it("refuses uploads from signed-out people, KYC officers and other sites", async () => {
    const file = { name: "x.pdf", content: createPaddedPdf(), type: "application/pdf" };
    expect((await upload({}, file)).statusCode).toBe(401);
    expect((await upload(officer, file)).statusCode).toBe(403);
    const crossSite = await upload({ cookie: admin.cookie, origin: "https://evil.example" }, file);
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: "cross_site_request" });
    expect((await server.app.inject({ url: "/media/no-such-file.png" })).statusCode).toBe(404);
    expect((await server.app.inject({ url: "/media/..%2F..%2Fetc%2Fpasswd" })).statusCode).toBe(404);
  });

  it("publishes the day's rates for every currency in one action, one live event each", async () => {
    const events: ContentEvent[] = [];
    const unsubscribe = server.app.eventBus.subscribe((event) => events.push(event));
    const setAt = "2026-11-23T08:00:00.000Z";
    const response = await publishRates(admin, {
      source: "moneyBureau",
      set_at: setAt,
      rates: [
        { currency_code: "USD", buying: 1720.5, selling: 1755 },
        { currency_code: "GBP", buying: 2180, selling: 2230.25 },
        { currency_code: "ZAR", buying: 92, selling: 97, currency_name: { en: "South African Rand", ny: "Randi ya ku South Africa" } },
      ],
    });
    unsubscribe();
    expect(response.statusCode).toBe(201);
    const body = response.json<{ set_at: string; records: Json[] }>();
    expect(body.set_at).toBe(setAt);
    expect(body.records.map((record) => record.currency_code)).toEqual(["USD", "GBP", "ZAR"]);
    expect(body.records[0]!.currency_name).toEqual({ en: "US Dollar", ny: "Dola la ku America" });
    expect(events.filter((event) => event.collection === "money_bureau_exchange_rates" && event.action === "created")).toHaveLength(3);
    const listed = (await server.app.inject({ url: "/api/money_bureau_exchange_rates?limit=3" })).json<Json[]>();
    expect(listed.map((record) => record.currency_code).sort()).toEqual(["GBP", "USD", "ZAR"]);
  });

  it("publishes nothing when one currency is new and unnamed", async () => {
    const before = await countRates();
    const response = await publishRates(admin, {
      source: "moneyBureau",
      set_at: "2026-11-23T09:00:00.000Z",
      rates: [
        { currency_code: "USD", buying: 1, selling: 2 },
        { currency_code: "QAR", buying: 11, selling: 12 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(await countRates()).toBe(before);
    const byOfficer = await publishRates(officer, {
      source: "moneyBureau",
      set_at: "2026-11-23T09:00:00.000Z",
      rates: [{ currency_code: "USD", buying: 1, selling: 2 }],
    });
    expect(byOfficer.statusCode).toBe(403);
  });

  it("holds back a rate that moves more than RATE_ALERT_PERCENT until that very move is confirmed", async () => {
    const rules = await server.app.inject({ url: "/api/staff/exchange-rates/rules", headers: admin });
    expect(rules.json()).toEqual({ alert_percent: 5 });
    expect((await server.app.inject({ url: "/api/staff/exchange-rates/rules", headers: officer })).statusCode).toBe(403);

    // The bank's USD is 1,724.34 buying: 17,305 is a slipped zero.
    const day = { source: "bank", set_at: "2026-11-24T07:30:00+02:00" };
    const before = await countRates();
    const slipped = await publishRates(admin, { ...day, rates: [{ currency_code: "USD", buying: 17305, selling: 1790 }] });
    expect(slipped.statusCode).toBe(409);
    expect(slipped.json()).toMatchObject({
      code: "large_rate_move",
      alert_percent: 5,
      moves: [{ currency_code: "USD", side: "buying", current: 1724.34, typed: 17305, percent: 903.6 }],
    });
    expect(slipped.json<{ error: string }>().error).toContain("USD.buying 1724.34 → 17305");
    // Confirming another move does not cover this one.
    const wrongConfirm = await publishRates(admin, {
      ...day,
      rates: [{ currency_code: "USD", buying: 17305, selling: 1790 }],
      confirmed_moves: ["USD.selling"],
    });
    expect(wrongConfirm.statusCode).toBe(409);
    expect(await countRates()).toBe(before);

    const confirmed = await publishRates(admin, {
      ...day,
      rates: [{ currency_code: "USD", buying: 1900, selling: 1950 }],
      confirmed_moves: ["USD.buying", "USD.selling"],
    });
    expect(confirmed.statusCode).toBe(201);
    expect(await countRates()).toBe(before + 1);
    const audit = await server.app.inject({ url: "/api/staff/audit?limit=5", headers: admin });
    expect(
      audit.json<{ items: Array<{ action: string; detail: Json }> }>().items.find((entry) => entry.action === "exchange_rates_published")
        ?.detail,
    ).toMatchObject({
      confirmed_moves: ["USD.buying", "USD.selling"],
    });
    expect(
      (await publishRates(admin, { ...day, rates: [{ currency_code: "USD", buying: 1, selling: 2 }], confirmed_moves: ["usd"] }))
        .statusCode,
    ).toBe(400);
  });
});
