import { useEffect, useState } from "react";
import { PageLink } from "#page-link";
import { getNextPromotionChange, getPromotionWindow, selectRunningPromotions } from "#domain/content/home.ts";
import { formatDate, pick } from "#domain/language.ts";
import type { Promotion } from "#domain/content/schemas/promotion.ts";
import type { SiteId } from "#domain/site.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { homeMessages } from "./home-messages.ts";
import { DecorativeImage, type FocalPositions } from "#app/components/decorative-image.tsx";

/** setTimeout's longest wait (about 24.8 days); a later change is waited for in steps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The time promotions are judged by: the server's while the page is server-rendered and
 * hydrated (so both agree), then the browser's, which also holds for a page read offline days
 * later; and again at the next moment a promotion starts or ends, so an open home follows.
 */
function usePromotionTime(serverNow: number, promotions: readonly Promotion[]): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
  }, []);
  useEffect(() => {
    const next = getNextPromotionChange(promotions, now);
    if (next === undefined) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(next - Date.now(), MAX_TIMEOUT_MS));
    return () => window.clearTimeout(timer);
  }, [promotions, now]);
  return now;
}

/** A promotion's card on its sub-site's home: picture, title (its link), description, last day. */
export function PromotionCard({
  promotion,
  isFirst,
  objectPosition,
}: {
  promotion: Promotion;
  isFirst: boolean;
  /** Where the crop centres, from the picture's focal point (ADR 076). */
  objectPosition?: string | undefined;
}) {
  const { lang } = useSite();
  const m = useScreenMessages(homeMessages);
  const title = pick(promotion.title, lang);
  // The last moment it runs, as a day in Malawi; none for a promotion without an end.
  const { end } = getPromotionWindow(promotion);
  const lastDay = Number.isFinite(end) ? new Date(end - 1) : undefined;
  return (
    <article aria-labelledby={`promotion-${promotion.id}`}>
      <DecorativeImage
        className="cover-image promotion__image"
        src={promotion.image_cover_url}
        width={800}
        height={450}
        // On a phone the first promotion's picture is in the first screen, and larger than the
        // banner's: it is the page's largest paint, so it must not wait for layout as a lazy
        // image does, nor behind the scripts (ADR 025).
        isFirst={isFirst}
        sizes="(min-width: 48rem) 50vw, 100vw"
        fetchPriority={isFirst ? "high" : "auto"}
        objectPosition={objectPosition}
      />
      <div className="promotion__body">
        <h3 id={`promotion-${promotion.id}`} className="promotion__title">
          {promotion.link_href === null ? (
            title
          ) : promotion.link_href.startsWith("/") ? (
            <PageLink to={promotion.link_href}>{title}</PageLink>
          ) : (
            <a href={promotion.link_href}>{title}</a>
          )}
        </h3>
        {promotion.description ? <p className="promotion__description">{pick(promotion.description, lang)}</p> : null}
        {lastDay ? (
          <p className="promotion__until">
            <time dateTime={lastDay.toISOString()}>{m.until(formatDate(lastDay, lang))}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** The sub-site's promotions running now (ADR 024): none running, no section. */
export function PromotionList({
  site,
  promotions,
  serverNow,
  focal,
}: {
  site: SiteId;
  promotions: Promotion[];
  serverNow: number;
  focal?: FocalPositions | undefined;
}) {
  const m = useScreenMessages(homeMessages);
  const now = usePromotionTime(serverNow, promotions);
  const running = selectRunningPromotions(promotions, site, now);
  if (running.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-promotions">
      <h2 id="home-promotions" className="home-section__heading">
        {m.promotions}
      </h2>
      <ul className="promotion-list">
        {running.map((promotion, position) => (
          <li key={promotion.id} className="promotion">
            <PromotionCard promotion={promotion} isFirst={position === 0} objectPosition={focal?.[promotion.image_cover_url]} />
          </li>
        ))}
      </ul>
    </section>
  );
}
