import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ContentEvent } from "#domain/content/schemas/content-event.ts";
import { PREVIEW_LINK_TTL_MS } from "#domain/content/schemas/draft.ts";
import { changeInput, makeInput } from "#tests/support/content-factories.ts";
import { createTestClock } from "#tests/support/test-clock.ts";
import { DRIVERS, ensureBuild, STAFF, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

const NEWS = "/fdhbankplc/blog";

const titleOf = (record: Json) => (record.title as { en: string }).en;

describe.each(DRIVERS)("drafts and preview links on %s", (driver) => {
  beforeAll(ensureBuild);
  const clock = createTestClock({ ticking: true });
  const server = useTestServer(driver, { web: true, content: { now: clock.now } });
  const events: ContentEvent[] = [];
  let unsubscribe: (() => void) | undefined;
  beforeAll(() => {
    unsubscribe = server.app.eventBus.subscribe((event) => events.push(event));
    return () => unsubscribe?.();
  });
  afterEach(() => {
    events.length = 0;
  });

  const inject = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers: Record<string, string> = server.staff) =>
    server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Json }) });

  /** A news article dated now, so it heads the news list once published. */
  const freshArticle = (): Json => ({ ...makeInput("blogs"), published_at: clock.now().toISOString() });

  it("keeps a new record's draft from every visitor read and sends no live event; publishing shows it and sends one", async () => {
    const article = freshArticle();
    const saved = await inject("POST", "/api/blogs/drafts", article);
    expect(saved.statusCode).toBe(201);
    const draft = saved.json<Json>();
    const id = String(draft.id);
    expect(draft).toMatchObject({ collection: "blogs", published: false, saved_by: STAFF.username });
    expect(saved.headers.location).toBe(`/api/blogs/${id}/draft`);

    // Visitors: the API list and record, and the page, know nothing of it.
    expect((await server.app.inject({ url: `/api/blogs/${id}` })).statusCode).toBe(404);
    expect((await server.app.inject({ url: "/api/blogs?limit=100" })).json<Json[]>().map((record) => record.id)).not.toContain(id);
    expect((await server.app.inject({ url: NEWS })).body).not.toContain(titleOf(article));
    // A draft is staff-only to read.
    expect((await server.app.inject({ url: `/api/blogs/${id}/draft` })).statusCode).toBe(401);
    expect((await inject("GET", "/api/staff/drafts?collection=blogs")).json<Json[]>().map((entry) => entry.id)).toContain(id);
    expect(events).toEqual([]);

    const published = await inject("POST", `/api/blogs/${id}/draft/publish`);
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ id, title: article.title });
    expect(events.map((event) => [event.collection, event.action, event.id])).toEqual([["blogs", "created", id]]);
    expect((await server.app.inject({ url: `/api/blogs/${id}` })).statusCode).toBe(200);
    expect((await server.app.inject({ url: NEWS })).body).toContain(titleOf(article));
    expect((await inject("GET", `/api/blogs/${id}/draft`)).statusCode).toBe(404);

    const audit = (await inject("GET", `/api/staff/audit?target_id=${id}`)).json<{ items: Json[] }>().items.map((entry) => entry.action);
    expect(audit).toEqual(expect.arrayContaining(["draft_saved", "draft_published"]));
  });

  it("leaves a published record as it is while its draft is saved, and publishes the change as one update", async () => {
    const created = (await inject("POST", "/api/banners", makeInput("banners"))).json<Json>();
    const id = String(created.id);
    events.length = 0;
    const changed = changeInput("banners", makeInput("banners"));
    const saved = await inject("PUT", `/api/banners/${id}/draft`, changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ published: true, id });
    expect((await server.app.inject({ url: `/api/banners/${id}` })).json()).toEqual(created);
    expect(events).toEqual([]);

    // A stale If-Match is refused as on PUT, and the draft stays.
    expect((await inject("POST", `/api/banners/${id}/draft/publish`, undefined, { ...server.staff, "if-match": '"0"' })).statusCode).toBe(412);
    const published = await inject("POST", `/api/banners/${id}/draft/publish`, undefined, { ...server.staff, "if-match": '"1"' });
    expect(published.statusCode).toBe(200);
    expect(published.headers.etag).toBe('"2"');
    expect((await server.app.inject({ url: `/api/banners/${id}` })).json<Json>().title).toEqual((changed as Json).title);
    expect(events.map((event) => [event.action, event.id])).toEqual([["updated", id]]);

    // Discarding: the draft goes, the record stays.
    await inject("PUT", `/api/banners/${id}/draft`, makeInput("banners"));
    expect((await inject("DELETE", `/api/banners/${id}/draft`)).statusCode).toBe(204);
    expect((await inject("DELETE", `/api/banners/${id}/draft`)).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/api/banners/${id}` })).json<Json>().title).toEqual((changed as Json).title);
    // No draft for a record that does not exist.
    expect((await inject("PUT", `/api/banners/${crypto.randomUUID()}/draft`, makeInput("banners"))).statusCode).toBe(404);
  });

  it("shows a draft on its real page through a signed link: no-store, noindex, the Preview banner, never cached, 15 minutes only", async () => {
    const article = freshArticle();
    const id = String((await inject("POST", "/api/blogs/drafts", article)).json<Json>().id);
    const link = await inject("POST", `/api/blogs/${id}/draft/preview`, { path: NEWS });
    expect(link.statusCode).toBe(200);
    const { url, expires_at: expiresAt } = link.json<{ url: string; expires_at: string }>();
    expect(url.startsWith(`${NEWS}?preview=`)).toBe(true);
    expect(Date.parse(expiresAt) - clock.now().getTime()).toBeGreaterThan(PREVIEW_LINK_TTL_MS - 5_000);

    const preview = await server.app.inject({ url });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(titleOf(article));
    expect(preview.body).toContain('class="preview-banner"');
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(preview.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(preview.headers["x-page-cache"]).toBeUndefined();
    // The page as visitors get it, right after: no draft, no banner.
    const visitor = await server.app.inject({ url: NEWS });
    expect(visitor.body).not.toContain(titleOf(article));
    expect(visitor.body).not.toContain("preview-banner");

    // A link changed by one character, or for a path outside the site, is refused.
    for (const tampered of [url.replace(/.$/, (last) => (last === "A" ? "B" : "A")), url.replace(/\.([0-9a-f]{8})-/, ".00000000-")])
      expect((await server.app.inject({ url: tampered })).statusCode).toBe(403);
    expect((await inject("POST", `/api/blogs/${id}/draft/preview`, { path: "//evil.example/x" })).statusCode).toBe(400);
    expect((await inject("POST", `/api/blogs/${id}/draft/preview`, { path: "/staff/content" })).statusCode).toBe(400);
    // Only editors make links.
    expect((await server.app.inject({ method: "POST", url: `/api/blogs/${id}/draft/preview`, payload: { path: NEWS } })).statusCode).toBe(401);

    clock.advance(PREVIEW_LINK_TTL_MS + 1_000);
    const expired = await server.app.inject({ url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: "preview_link_invalid" });
    expect(expired.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a draft the record's rules refuse, and cleans a blog's HTML before anyone previews it", async () => {
    expect((await inject("POST", "/api/banners/drafts", { title: "x" })).statusCode).toBe(400);
    const article = { ...freshArticle(), content: { en: '<p>Safe</p><script>alert(1)</script><img src=x onerror="alert(1)">', ny: "<p>Bwino</p>" } };
    const draft = (await inject("POST", "/api/blogs/drafts", article)).json<{ record: { content: { en: string } } }>();
    expect(draft.record.content.en).toContain("Safe");
    expect(draft.record.content.en).not.toMatch(/script|onerror/);
  });
});
