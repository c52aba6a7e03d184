import { redirect } from "react-router";
import { parse as parseCookies } from "cookie-es";
import { CURRENT_TAB_KEY, getRootRedirect } from "#domain/current-tab.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/root-redirect.ts";

/** Spec §2: `/` goes to the home of the last chosen tab, read from the cookie that mirrors it. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getServices(context);
  const url = new URL(request.url);
  const stored = parseCookies(request.headers.get("cookie") ?? "")[CURRENT_TAB_KEY];
  return redirect(`${getRootRedirect(config.SITE_PREFIX, stored)}${url.search}`);
}
