import { PageLink } from "#page-link";
import {
  arrangeNews,
  getArticlePath,
  getNewsPage,
  NEWS_PAGE_SIZE,
  toBlogCard,
  type BlogCard,
  type BlogSummary,
} from "#domain/content/news.ts";
import type { SiteId } from "#domain/site.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useLiveCollection, useLiveCollectionStatus } from "#app/live/use-live-collection.ts";
import { newsMessages } from "./news-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./news.css";
import { DecorativeImage, type FocalPositions } from "#app/components/decorative-image.tsx";
import { Pagination } from "#app/components/pagination.tsx";

export interface NewsListProps {
  site: SiteId;
  /** The page's articles as the server arranged them. */
  items: BlogSummary[];
  page: number;
  pageCount: number;
  /** The covers' focal points (ADR 076). */
  focal?: FocalPositions | undefined;
}

/**
 * The news list (spec §2-§4): featured articles first, then the rest, newest first; 8 a page
 * with page links that work without JavaScript. Live: a published or removed article shows or
 * leaves without a reload.
 */
export function NewsList({ site, items, page, pageCount, focal }: NewsListProps) {
  const { lang, prefix } = useSite();
  const newsText = useScreenMessages(newsMessages);
  const records = useLiveCollection<BlogSummary>("blogs", items);
  const { source } = useLiveCollectionStatus("blogs");
  // With the whole collection at hand, page it here; before that, the server's page with the events applied.
  const view =
    source === "none"
      ? { items: arrangeNews(records, site).slice(0, NEWS_PAGE_SIZE), page, pageCount }
      : getNewsPage(arrangeNews(records, site), page);
  const cards = view.items.map((blog, position) => toBlogCard(blog, lang, position));

  if (cards.length === 0) {
    return (
      <div className="container news">
        <p className="news__empty">{newsText.empty}</p>
      </div>
    );
  }
  return (
    <div className="container news">
      <ul className="news__list">
        {cards.map((card, position) => (
          <NewsCard
            key={card.id}
            card={card}
            href={getArticlePath(prefix, site, card.id)}
            isFirst={position === 0}
            objectPosition={focal?.[card.coverPhoto]}
          />
        ))}
      </ul>
      <NewsPagination page={view.page} pageCount={view.pageCount} />
    </div>
  );
}

/** One article on the news list (the console's preview draws it too). */
export function NewsCard({
  card,
  href,
  isFirst,
  objectPosition,
}: {
  card: BlogCard;
  href: string;
  isFirst: boolean;
  objectPosition?: string | undefined;
}) {
  const newsText = useScreenMessages(newsMessages);
  const titleId = `news-${card.id}`;
  return (
    <li className="news-card" data-featured={card.featured || undefined} style={{ animationDelay: `${card.fadeInDelay}s` }}>
      <article aria-labelledby={titleId}>
        <DecorativeImage
          className="cover-image news-card__cover"
          src={card.coverPhoto}
          width={640}
          height={360}
          isFirst={isFirst}
          sizes="(min-width: 72rem) 40rem, (min-width: 48rem) 55vw, 100vw"
          objectPosition={objectPosition}
        />
        <div className="news-card__body">
          {card.featured ? <p className="news-card__badge">{newsText.featured}</p> : null}
          <h2 id={titleId} className="news-card__title">
            <PageLink to={href} className="news-card__link">
              {card.title}
            </PageLink>
          </h2>
          <p className="news-card__meta">
            <time dateTime={card.publishedAt}>{`${card.date.day} ${card.date.month} ${card.date.year}`}</time>
            <span aria-hidden="true"> · </span>
            <span>{newsText.readingTime(card.readingTime)}</span>
          </p>
          <p className="news-card__summary">{card.summary}</p>
          <p className="news-card__author">{newsText.by(card.author)}</p>
        </div>
      </article>
    </li>
  );
}

/** Page links (`?page=`): plain links, so paging works before and without JavaScript. */
function NewsPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { pagination, ...labels } = useScreenMessages(newsMessages);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      getPageHref={(number) => `?page=${number}`}
      labels={{ ...labels, label: pagination }}
      keepsScroll={false}
    />
  );
}
