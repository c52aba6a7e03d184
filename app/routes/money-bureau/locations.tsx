import partners from "#content/transfer-partners.json" with { type: "json" };
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { BureauLocations, type BureauLocation, type TransferPartner } from "#app/features/bureaus/bureau-locations.tsx";
import { loadCollection } from "#app/live/content.server.ts";
import type { Route } from "./+types/locations.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The bureaus (content service) and the seven transfer partners (static content, changed with a release). */
export async function loader({ context }: Route.LoaderArgs) {
  const locations: BureauLocation[] = (await loadCollection(context, "money_bureau_locations")).map(
    ({ id, created_at, name, address, city, phone, email, latitude, longitude, opening_hours, weekly_hours }) => ({
      id,
      created_at,
      name,
      address,
      city,
      phone,
      email,
      latitude,
      longitude,
      opening_hours,
      weekly_hours,
    }),
  );
  const transferPartners: TransferPartner[] = partners;
  return { locations, partners: transferPartners };
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <BureauLocations locations={loaderData.locations} partners={loaderData.partners} />
    </>
  );
}
