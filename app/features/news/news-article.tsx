import { useMemo } from "react";
import { Link } from "react-router";
import { formatDate } from "#domain/language.ts";
import type { Blog } from "#domain/content/schemas/blog.ts";
import { getArticlePath } from "#domain/content/news.ts";
import { getSites, type SiteId } from "#domain/site.ts";
import { DecorativeImage, type FocalPositions } from "#app/components/decorative-image.tsx";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { ShareLinks } from "#app/features/share/share-links.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import { newsMessages } from "./news-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./news.css";

/** An address on this site made absolute (share links and previews need one). */
function toAbsolute(publicUrl: string, path: string): string {
  return /^https:\/\//.test(path) ? path : `${publicUrl}${path}`;
}

/** The link back to the news list of the sub-site. */
function BackToNews({ site }: { site: SiteId }) {
  const { prefix } = useSite();
  const newsText = useScreenMessages(newsMessages);
  const base = getSites(prefix).find((entry) => entry.id === site)!.basePath;
  return (
    <p className="news-article__back">
      <Link to={`${base}/blog`}>{newsText.back}</Link>
    </p>
  );
}

/** The not-found state of blog/view: a missing or unknown id (status 404). */
export function NewsArticleNotFound({ site }: { site: SiteId }) {
  const newsText = useScreenMessages(newsMessages);
  return (
    <>
      <ScreenHeader title={newsText.notFoundTitle} lede={newsText.notFoundBody} />
      <div className="container news-article">
        <BackToNews site={site} />
      </div>
    </>
  );
}

/**
 * One news article (spec §2 blog/view): cover, author, date, reading time, the HTML the server
 * sanitized when it was stored, and the share control. Live: an update shows at once, and a
 * removal replaces the article with a notice.
 */
export function NewsArticle({ article: initial, site, focal }: { article: Blog; site: SiteId; focal?: FocalPositions | undefined }) {
  const { lang, prefix, publicUrl } = useSite();
  const newsText = useScreenMessages(newsMessages);
  const initialRecords = useMemo(() => [initial], [initial]);
  const article = useLiveCollection("blogs", initialRecords).find((blog) => blog.id === initial.id);

  if (!article) {
    return (
      <>
        <ScreenHeader title={initial.title[lang]} lede={newsText.removed} />
        <div className="container news-article">
          <p role="status" className="news-article__removed">
            {newsText.removed}
          </p>
          <BackToNews site={site} />
        </div>
      </>
    );
  }
  const url = toAbsolute(publicUrl, getArticlePath(prefix, site, article.id));
  return (
    <>
      <ScreenHeader title={article.title[lang]} lede={article.summary[lang]} />
      <div className="container news-article">
        <article aria-labelledby="page-title">
          {/* Described in the visitor's language when the editor described it, else decoration. */}
          <DecorativeImage
            className="news-article__cover"
            src={article.image_cover_url}
            width={1200}
            height={675}
            isFirst
            sizes="(min-width: 72rem) 72rem, 100vw"
            alt={article.image_cover_alt?.[lang]}
            objectPosition={focal?.[article.image_cover_url]}
          />
          <p className="news-article__meta">
            <span>{newsText.by(article.creater_name)}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
            <span aria-hidden="true"> · </span>
            <span>{newsText.readingTime(article.readingTime)}</span>
          </p>
          {/* Sanitized with an allow-list when staff stored it (server/content/sanitize-blog-html.ts). */}
          <div className="news-article__body" dangerouslySetInnerHTML={{ __html: article.content[lang] }} />
        </article>
        {article.showSocialIcons ? (
          <ShareLinks
            url={url}
            title={article.shareTitle[lang]}
            description={article.shareDiscription[lang]}
            quote={article.shareDiscription[lang]}
            hashtags={prefix.toUpperCase()}
            media={toAbsolute(publicUrl, article.image_cover_url)}
          />
        ) : null}
        <BackToNews site={site} />
      </div>
    </>
  );
}
