import { redirect } from "react-router";
import { getSiteHome, getSiteOfPath } from "#domain/site.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/site-index.ts";

/** A bare sub-site prefix (`/fdhbankplc`) goes to its home. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getServices(context);
  const url = new URL(request.url);
  const site = getSiteOfPath(config.SITE_PREFIX, url.pathname);
  if (!site) throw new Response(null, { status: 404 });
  return redirect(`${getSiteHome(site)}${url.search}`);
}
