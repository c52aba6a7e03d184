import { PageLink } from "#page-link";
import { selectLatestNews } from "#domain/content/home.ts";
import { toBlogCard, type BlogSummary } from "#domain/content/news.ts";
import { findRoute } from "#domain/route-table.ts";
import type { SiteId } from "#domain/site.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { homeMessages } from "./home-messages.ts";

/**
 * The sub-site's three latest articles (date, title, summary) and a link to all its news. Text
 * only: the covers are on the news list, and the home should stay light on mobile data.
 */
export function NewsTeasers({ site, blogs }: { site: SiteId; blogs: readonly BlogSummary[] }) {
  const { lang, prefix } = useSite();
  const m = useScreenMessages(homeMessages);
  const latest = selectLatestNews(blogs, site);
  const list = findRoute(prefix, site, "blog");
  const article = findRoute(prefix, site, "blogView");
  if (latest.length === 0 || !list || !article) return null;
  return (
    <section className="home-section" aria-labelledby="home-news">
      <div className="home-section__top">
        <h2 id="home-news" className="home-section__heading">
          {m.news}
        </h2>
        <PageLink to={list.href} className="home-section__all">
          {m.allNews}
        </PageLink>
      </div>
      <ul className="news-teasers">
        {latest.map((blog, position) => {
          const card = toBlogCard(blog, lang, position);
          return (
            <li key={card.id} className="news-teaser">
              <article aria-labelledby={`teaser-${card.id}`}>
                <p className="news-teaser__date">
                  <time dateTime={card.publishedAt}>{`${card.date.day} ${card.date.month} ${card.date.year}`}</time>
                </p>
                <h3 id={`teaser-${card.id}`} className="news-teaser__title">
                  <PageLink to={`${article.href}?id=${encodeURIComponent(card.id)}`} className="news-teaser__link">
                    {card.title}
                  </PageLink>
                </h3>
                <p className="news-teaser__summary">{card.summary}</p>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
