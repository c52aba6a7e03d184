import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import type { Route } from "./+types/blog-view.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

export default function NewsArticle() {
  return <ScreenHeader />;
}
