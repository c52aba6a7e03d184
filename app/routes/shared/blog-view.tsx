import { data } from "react-router";
import { DEFAULT_LANGUAGE, type Language } from "#domain/language.ts";
import type { Blog } from "#domain/content/schemas/blog.ts";
import { getSiteOfPath } from "#domain/site.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { NewsArticle, NewsArticleNotFound } from "#app/features/news/news-article.tsx";
import { newsMessages } from "#app/features/news/news-messages.ts";
import { loadFocalPositions, loadRecord } from "#app/live/content.server.ts";
import { loadServerOrLocal } from "#app/live/server-or-local.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/blog-view.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The article's own title and description; canonical and language links keep its `?id=`. */
export const meta: Route.MetaFunction = (args) => {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as { lang?: Language; publicUrl?: string } | undefined;
  const lang = root?.lang ?? DEFAULT_LANGUAGE;
  const article = args.loaderData?.article;
  if (!article) return [...screenMeta(args, { title: newsMessages[lang].notFoundTitle }), { name: "robots", content: "noindex" }];
  const withId = (href: string) => {
    const url = new URL(href);
    url.searchParams.set("id", article.id);
    return url.toString();
  };
  const image = article.image_cover_url.startsWith("/") ? `${root?.publicUrl ?? ""}${article.image_cover_url}` : article.image_cover_url;
  const descriptors = screenMeta(args, {
    title: article.title[lang],
    description: article.shareDiscription[lang] || article.summary[lang],
  }).map((descriptor) =>
    "tagName" in descriptor && descriptor.tagName === "link" && typeof descriptor.href === "string"
      ? { ...descriptor, href: withId(descriptor.href) }
      : descriptor,
  );
  return [
    ...descriptors,
    { property: "og:type", content: "article" },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
};

/** Spec §2: the article is chosen by `?id=`, so a shared link renders it on the server; no such article is a 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const site = getSiteOfPath(getServices(context).config.SITE_PREFIX, url.pathname)?.id ?? "holding";
  const id = url.searchParams.get("id") ?? "";
  const article: Blog | undefined = UUID.test(id) ? await loadRecord(context, "blogs", id) : undefined;
  if (!article) return data({ site, article: null }, { status: 404 });
  return { site, article, focal: await loadFocalPositions(context, [article.image_cover_url]) };
}

/** Client-side navigations: the server's article, or offline the browser database's copy. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadServerOrLocal(serverLoader, async () => {
    const { getLivePrefix, readLocalCollection } = await import("#app/live/live-sync.client.ts");
    const url = new URL(request.url);
    const article = (await readLocalCollection<Blog>("blogs"))?.find((blog) => blog.id === url.searchParams.get("id"));
    // Offline, crops keep the centre: the focal points come with the server's page (ADR 076).
    return article ? { site: getSiteOfPath(getLivePrefix() ?? "", url.pathname)?.id ?? "holding", article, focal: {} } : undefined;
  });
}

export default function NewsArticleScreen({ loaderData }: Route.ComponentProps) {
  const { site, article } = loaderData;
  return article ? (
    <NewsArticle key={article.id} article={article} site={site} focal={loaderData.focal} />
  ) : (
    <NewsArticleNotFound site={site} />
  );
}
