import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { BoardMember } from "#domain/content/executives.ts";
import { getSiteOfPath } from "#domain/site.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { BoardView } from "#app/features/people/board-view.tsx";
import { loadCollection, loadFocalPositions } from "#app/live/content.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/board.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** Every board member (the company filter can show any company's board), less the bios no card shows. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const site = getSiteOfPath(getServices(context).config.SITE_PREFIX, url.pathname)?.id ?? "holding";
  const members: BoardMember[] = (await loadCollection(context, "executives")).map(
    ({ id, created_at, name, image_url, qualifications, roles }) => ({
      id,
      created_at,
      name,
      image_url,
      qualifications,
      roles,
    }),
  );
  return {
    site,
    members,
    focal: await loadFocalPositions(
      context,
      members.map((member) => member.image_url),
    ),
  };
}

/** The filters (`?company=&role=`) are applied in the browser from the whole list: no need to ask the server again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const isSameLanguage = currentUrl.searchParams.get("lang") === nextUrl.searchParams.get("lang");
  if (currentUrl.pathname === nextUrl.pathname && isSameLanguage) return false;
  return defaultShouldRevalidate;
}

export default function Board({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <BoardView site={loaderData.site} members={loaderData.members} focal={loaderData.focal} />
    </>
  );
}
