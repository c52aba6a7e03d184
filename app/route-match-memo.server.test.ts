import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { keepRouteMatches } from "./route-match-memo.server.ts";

const ROUTES = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", path: "fdhbankplc/home" },
      { id: "loan", path: "fdhbankplc/loans/:id" },
      { id: "catch-all", path: "*" },
    ],
  },
];

/** A page's router context as React Router builds it, with its match function watched. */
async function renderContext(path: string) {
  const handler = createStaticHandler(ROUTES);
  const context = (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
  const original = context._match;
  const underlying = vi.fn(original);
  context._match = underlying;
  return { context, original, underlying };
}

const routeIds = (matches: ReturnType<StaticHandlerContext["_match"]>) => matches?.map((match) => match.route.id) ?? null;

describe("route matches kept between renders (ADR 035)", () => {
  it("answers as React Router does, and asks it once per path", async () => {
    const { context, original, underlying } = await renderContext("/fdhbankplc/home");
    const fresh = (path: string) => routeIds(original(path));
    keepRouteMatches(context);
    for (const path of ["/", "/fdhbankplc", "/fdhbankplc/loans/7", "/no/such/page"]) {
      expect(routeIds(context._match(path)), path).toEqual(fresh(path));
      expect(routeIds(context._match(path)), `${path} again`).toEqual(fresh(path));
    }
    expect(underlying).toHaveBeenCalledTimes(4);
  });

  it("keeps the answers for the next page of the same build", async () => {
    const first = await renderContext("/fdhbankplc/home");
    keepRouteMatches(first.context);
    first.context._match("/fdhbankplc");
    const second = { ...first.context, _match: first.underlying } as StaticHandlerContext;
    keepRouteMatches(second);
    expect(routeIds(second._match("/fdhbankplc"))).toEqual(["root", "catch-all"]);
    expect(first.underlying).toHaveBeenCalledTimes(1);
  });

  it("keeps at most 256 paths, whatever visitors send, and still answers every one", async () => {
    const { context, underlying } = await renderContext("/fdhbankplc/home");
    keepRouteMatches(context);
    for (let index = 0; index < 300; index++) context._match(`/made/up/${index}`);
    expect(underlying).toHaveBeenCalledTimes(300);
    // The oldest went first: asking for it again asks React Router again; a recent one does not.
    context._match("/made/up/0");
    context._match("/made/up/299");
    expect(underlying).toHaveBeenCalledTimes(301);
    expect(routeIds(context._match("/made/up/0"))).toEqual(["root", "catch-all"]);
  });

  it("passes a location object through untouched", async () => {
    const { context, underlying } = await renderContext("/fdhbankplc/home");
    keepRouteMatches(context);
    context._match({ pathname: "/fdhbankplc/home" });
    context._match({ pathname: "/fdhbankplc/home" });
    expect(underlying).toHaveBeenCalledTimes(2);
  });
});
