import type { Branch } from "#domain/content/schemas/branch.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { BranchLocator } from "#app/features/branches/branch-locator.tsx";
import { loadCollection } from "#app/live/content.server.ts";
import { loadServerOrLocal } from "#app/live/server-or-local.ts";
import type { Route } from "./+types/branches.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

export async function loader({ context }: Route.LoaderArgs) {
  return { branches: await loadCollection(context, "branches") };
}

/** Client-side navigations: the server's list, or offline the copy in the browser database. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadServerOrLocal(serverLoader, async () => {
    const { readLocalCollection } = await import("#app/live/live-sync.client.ts");
    const branches = await readLocalCollection<Branch>("branches");
    return branches ? { branches } : undefined;
  });
}

export default function Branches({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <BranchLocator branches={loaderData.branches} />
    </>
  );
}
