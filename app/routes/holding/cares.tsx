import type { CareItem } from "#domain/content/care-carousel.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { CareList } from "#app/features/cares/care-list.tsx";
import { loadCollection, loadFocalPositions } from "#app/live/content.server.ts";
import type { Route } from "./+types/cares.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** Every care item (ten): the browser shows the active ones, so one made active live appears too. */
export async function loader({ context }: Route.LoaderArgs) {
  const items: CareItem[] = await loadCollection(context, "cares");
  return {
    items,
    focal: await loadFocalPositions(
      context,
      items.map((item) => item.image_url),
    ),
  };
}

export default function Cares({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <CareList items={loaderData.items} focal={loaderData.focal} />
    </>
  );
}
