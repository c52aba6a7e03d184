import type { StaticHandler, StaticHandlerContext } from "react-router";

type Match = StaticHandler["match"];

/** Paths kept per build: far more than the site's pages have ancestors ("/", "/fdhbankplc", …). */
const MAX_PATHS = 256;

/** Per build (its match function), the answers so far, by path. */
const answersByBuild = new WeakMap<Match, Map<string, ReturnType<Match>>>();

/**
 * React Router's lazy route discovery writes into every page the routes that match "/" and each
 * ancestor of the page's path (`getPartialManifest`). Both miss every route but the catch-all, so
 * each walks all of the site's route branches: two thirds of the route matching in a bank-home
 * render, and a twelfth of its CPU (ADR 035). The answers depend only on the build and the path,
 * so they are kept: at most MAX_PATHS paths, the oldest going first, because a path is whatever a
 * visitor sends. The answers are React Router's own, kept (`route-match-memo.server.test.ts`).
 *
 * Only `<Scripts>` and `<PrefetchPageLinks>` read these answers on the server, and only their
 * route ids; the static router copies each match before handing it on.
 */
export function keepRouteMatches(context: StaticHandlerContext): void {
  const match = context._match;
  let answers = answersByBuild.get(match);
  if (!answers) answersByBuild.set(match, (answers = new Map()));
  const kept = answers;
  context._match = (location) => {
    if (typeof location !== "string") return match(location);
    const known = kept.get(location);
    if (known !== undefined) return known;
    const answer = match(location);
    if (kept.size >= MAX_PATHS) kept.delete(kept.keys().next().value!);
    kept.set(location, answer);
    return answer;
  };
}
