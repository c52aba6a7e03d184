import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { formatContentVersions } from "#domain/content/content-versions.ts";

import { en } from "./i18n/en.ts";
import { registerMessages, registerScreenDescriptions } from "./i18n/messages.ts";
import { SCREEN_DESCRIPTIONS } from "./i18n/screen-descriptions.ts";
import { ny } from "./i18n/ny.ts";

import { PageVersionsContext } from "./live/page-versions.ts";
import { keepRouteMatches } from "./route-match-memo.server.ts";
import { scriptsAfterStyles } from "./script-priority.server.ts";
import { renderContext } from "./services.server.ts";

export { renderContext, servicesContext } from "./services.server.ts";

// The server renders either language: both dictionaries, from the start.
registerMessages({ en, ny });
registerScreenDescriptions(SCREEN_DESCRIPTIONS);

export const streamTimeout = 5_000;

/** Renders a document: streamed to browsers, whole to crawlers so they read complete HTML. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  // Every inline script carries the answer's nonce: the policy allows no other (ADR 035).
  const info = loadContext.get(renderContext);
  const { nonce, contentVersions } = info;
  // The loaders have run: the page carries the versions of what they read (ADR 030).
  const versions = formatContentVersions(contentVersions);
  keepRouteMatches(routerContext.staticHandlerContext);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Stops a render stuck past the stream's time. Cleared when the page has gone: a pending timer
    // holds the whole render (request, tree, streams) in memory, ~600 pages under 100 renders a
    // second, which is what took the heap to its limit under load (ADR 035).
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1_000);
    const page = (
      <PageVersionsContext value={versions}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PageVersionsContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // A part that is ready goes out in place. By default React sends the ready parts after the
      // first 12.5 KB at the end of the document and reveals them a frame after the first paint,
      // which on a slow link pushed the footer down as they appeared (ADR 025).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [waitForAll ? "onAllReady" : "onShellReady"]() {
        shellRendered = true;
        const body = scriptsAfterStyles();
        body.once("close", () => clearTimeout(abortTimer));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        // The server sends the Node stream itself (RenderInfo.body): no web stream in between.
        info.body = body;
        resolve(new Response(null, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors while streaming after the shell are logged here; the ErrorBoundary shows them.
        if (shellRendered) console.error(error);
      },
    });
  });
}
