import { getTeamOfSite, type TeamMemberSummary } from "#domain/content/executives.ts";
import { getSiteOfPath } from "#domain/site.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { TeamList } from "#app/features/people/team-list.tsx";
import { loadCollection, loadFocalPositions } from "#app/live/content.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/team.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** This sub-site's management team, ordered by position, less the bios no card shows. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const site = getSiteOfPath(getServices(context).config.SITE_PREFIX, url.pathname)?.id ?? "holding";
  const members: TeamMemberSummary[] = getTeamOfSite(await loadCollection(context, "teams"), site).map(
    ({ id, created_at, name, image_url, title, qualifications, position }) => ({
      id,
      created_at,
      name,
      image_url,
      title,
      qualifications,
      site,
      position,
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

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <TeamList site={loaderData.site} members={loaderData.members} focal={loaderData.focal} />
    </>
  );
}
