import { data, redirect } from "react-router";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { PublishingOnly } from "#app/features/staff/content/publishing-only.tsx";
import { CollectionList } from "#app/features/staff/content/collection-list.tsx";
import { getCollectionText, isPublishedCollection } from "#app/features/staff/content/published-collections.ts";
import type { Route } from "./+types/content-list.ts";
import "#app/features/staff/staff-console.css";

export const meta = ({ params }: Route.MetaArgs) =>
  staffMeta(isPublishedCollection(params.collection) ? getCollectionText(params.collection).title : "Not found");
export const headers = () => STAFF_HEADERS;

/** Only the collections the console publishes; branches have their own editor with the map. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.collection === "branches") throw redirect("/staff/branches");
  if (!isPublishedCollection(params.collection)) throw data(null, { status: 404 });
  return null;
}

export default function ContentListScreen({ params }: Route.ComponentProps) {
  if (!isPublishedCollection(params.collection)) return null;
  return (
    <PublishingOnly>
      <CollectionList key={params.collection} collection={params.collection} />
    </PublishingOnly>
  );
}
