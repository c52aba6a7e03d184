import { arrangeNews, getNewsPage, parsePageNumber, toBlogSummary, type BlogSummary } from "#domain/content/news.ts";
import { getSiteOfPath } from "#domain/site.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { NewsList } from "#app/features/news/news-list.tsx";
import { loadCollection, loadFocalPositions } from "#app/live/content.server.ts";
import { loadServerOrLocal } from "#app/live/server-or-local.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/blog.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The news of this sub-site, arranged and cut into pages on the server: only one page's articles (without their HTML) go out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const site = getSiteOfPath(getServices(context).config.SITE_PREFIX, url.pathname)?.id ?? "holding";
  const blogs = (await loadCollection(context, "blogs")).map(toBlogSummary);
  const { items, page, pageCount } = getNewsPage(arrangeNews(blogs, site), parsePageNumber(url.searchParams.get("page")));
  const focal = await loadFocalPositions(
    context,
    items.map((item) => item.image_cover_url),
  );
  return { site, items, page, pageCount, focal };
}

/** Client-side navigations: the server's page, or offline a page of the browser database's copy. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadServerOrLocal(serverLoader, async () => {
    const { getLivePrefix, readLocalCollection } = await import("#app/live/live-sync.client.ts");
    const blogs = await readLocalCollection<BlogSummary>("blogs");
    if (!blogs) return undefined;
    const url = new URL(request.url);
    const site = getSiteOfPath(getLivePrefix() ?? "", url.pathname)?.id ?? "holding";
    const { items, page, pageCount } = getNewsPage(
      arrangeNews(blogs.map(toBlogSummary), site),
      parsePageNumber(url.searchParams.get("page")),
    );
    // Offline, crops keep the centre: the focal points come with the server's page (ADR 076).
    return { site, items, page, pageCount, focal: {} };
  });
}

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <NewsList
        site={loaderData.site}
        items={loaderData.items}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        focal={loaderData.focal}
      />
    </>
  );
}
