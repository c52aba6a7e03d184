import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, useTestServer } from "#tests/support/test-server.ts";

const HOME = "/fdhbankplc/home";
const NEWS = "/fdhbankplc/blog";

describe("tracking links and the page cache", () => {
  beforeAll(ensureBuild);
  const server = useTestServer("pglite", { signIn: false, web: true });

  it("serves every tracking link of a page from its one stored page, with no tracking parameter in the HTML", async () => {
    const plain = await server.app.inject({ url: HOME });
    expect(plain.statusCode).toBe(200);
    const tracking = [
      ...Array.from({ length: 20 }, (_, index) => `?utm_source=campaign${index}&utm_medium=sms`),
      "?fbclid=IwAR0abc",
      "?gclid=Cj0KCQ",
      "?x=1",
      "?x=1&y=2&utm_campaign=z",
    ];
    for (const query of tracking) {
      const response = await server.app.inject({ url: `${HOME}${query}` });
      expect(response.statusCode, query).toBe(200);
      expect(response.headers["x-page-cache"], query).toBe("hit");
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(response.body).not.toMatch(/utm_|fbclid|gclid|[?&]x=1/);
    }
    const head = await server.app.inject({ method: "HEAD", url: `${HOME}?utm_source=head` });
    expect(head.headers["x-page-cache"]).toBe("hit");
  });

  it("a tracking link arriving first stores the plain page: canonical and language links carry no tracking parameter", async () => {
    const first = await server.app.inject({ url: "/fdhbankplc/contact?utm_source=newsletter&fbclid=abc" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(first.body)?.[1];
    expect(canonical).toMatch(/\/fdhbankplc\/contact$/);
    expect(first.body).not.toMatch(/utm_source|fbclid/);
    const plain = await server.app.inject({ url: "/fdhbankplc/contact" });
    expect(plain.headers["x-page-cache"]).toBe("hit");
  });

  it("a parameter the screen reads still makes its own page, whatever tracking rides along", async () => {
    const pageTwo = await server.app.inject({ url: `${NEWS}?page=2` });
    expect(pageTwo.statusCode).toBe(200);
    expect(pageTwo.headers["x-page-cache"]).toBe("miss");
    const pageOne = await server.app.inject({ url: NEWS });
    expect(pageOne.headers["x-page-cache"]).toBe("miss");
    const again = await server.app.inject({ url: `${NEWS}?utm_source=a&page=2` });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.headers.etag).toBe(pageTwo.headers.etag);
    const language = await server.app.inject({ url: `${HOME}?lang=ny&gclid=1` });
    expect(language.body).toMatch(/<html[^>]+lang="ny"/);
  });
});
