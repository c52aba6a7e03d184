import { lazy, Suspense, useMemo } from "react";
import { Link } from "react-router";
import { selectActiveCares, type CareItem } from "#domain/content/care-carousel.ts";
import {
  getKeyOfferings,
  getLastPromotionChange,
  getNextPromotionChange,
  selectSiteBanners,
  SITES_WITH_NEWS,
} from "#domain/content/home.ts";
import type { BlogSummary } from "#domain/content/news.ts";
import type { Banner } from "#domain/content/schemas/banner.ts";
import type { Promotion } from "#domain/content/schemas/promotion.ts";
import { findRoute } from "#domain/route-table.ts";
import { getSiteOfPath, type SiteId } from "#domain/site.ts";
import type { FocalPositions } from "#app/components/decorative-image.tsx";
import { BannerCarousel } from "#app/features/home/banner-carousel.tsx";
import { getHomeData } from "#app/features/home/home-data.ts";
import { homeMessages } from "#app/features/home/home-messages.ts";
import { PromotionList } from "#app/features/home/promotion-list.tsx";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { loadSitePage } from "#app/features/site-pages/site-page.server.ts";
import { getMenuNames } from "#app/i18n/messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { loadCollection, loadFocalPositions } from "#app/live/content.server.ts";
import { loadServerOrLocal } from "#app/live/server-or-local.ts";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import { getServices, noteContentChangesAt } from "#app/services.server.ts";
import type { Route } from "./+types/home.ts";
import "#app/features/home/home.css";
// The care carousel's styles come with the page so the server-rendered carousel never shifts.
import "#app/features/cares/cares.css";
// The USSD block's styles too: its code comes after the page's.
import "#app/features/site-pages/site-pages.css";

// Only the holding company's home shows the care carousel, at the foot of the page: its code
// loads there, after the page, rather than with every home's first load.
const CareCarousel = lazy(() => import("#app/features/cares/care-carousel.tsx").then((module) => ({ default: module.CareCarousel })));
// Below the banner and the promotions, the offerings and the news teasers are links and text:
// the server renders them and they hydrate when their code arrives, right after the page's
// (ADR 025), which keeps them out of the first load and splits hydration into shorter tasks.
// The imports start with this module, so a client-side navigation rarely waits for them.
const keyOfferings = import("#app/features/home/key-offerings.tsx");
const newsTeasers = import("#app/features/home/news-teasers.tsx");
// The bank's USSD block (ADR 071), when an editor has set one, the same way.
const ussdBlock = import("#app/features/site-pages/ussd-block.tsx");
const UssdBlock = lazy(() => ussdBlock.then((module) => ({ default: module.UssdBlock })));
const KeyOfferings = lazy(() => keyOfferings.then((module) => ({ default: module.KeyOfferings })));
const NewsTeasers = lazy(() => newsTeasers.then((module) => ({ default: module.NewsTeasers })));

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** The sub-site's banners, promotions, latest news and (holding) care items; only what its home shows goes out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = getSiteOfPath(getServices(context).config.SITE_PREFIX, new URL(request.url).pathname)?.id ?? "holding";
  const [banners, promotions, blogs, cares, ussd] = await Promise.all([
    loadCollection(context, "banners"),
    loadCollection(context, "promotions"),
    SITES_WITH_NEWS.includes(site) ? loadCollection(context, "blogs") : [],
    site === "holding" ? loadCollection(context, "cares") : [],
    // The bank's USSD block, when an editor has written one (ADR 071).
    site === "bank" ? loadSitePage(context, "ussd-banking") : null,
  ]);
  // Rendered as of the last promotion change, so the page is the same until the next one.
  const now = Date.now();
  noteContentChangesAt(context, getNextPromotionChange(promotions, now));
  const home = getHomeData(site, { banners, promotions, blogs, cares }, getLastPromotionChange(promotions, now));
  const focal = await loadFocalPositions(context, [
    ...home.banners.map((banner) => banner.image_url),
    ...home.promotions.map((promotion) => promotion.image_cover_url),
    ...home.cares.map((item) => item.image_url),
  ]);
  return { ...home, ussd, focal };
}

/** Client-side navigations: the server's data, or offline the browser database's copies. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadServerOrLocal(serverLoader, async () => {
    const { getLivePrefix, readLocalCollection } = await import("#app/live/live-sync.client.ts");
    const site = getSiteOfPath(getLivePrefix() ?? "", new URL(request.url).pathname)?.id;
    const banners = await readLocalCollection<Banner>("banners");
    if (!site || !banners) return undefined;
    const [promotions, blogs, cares] = await Promise.all([
      readLocalCollection<Promotion>("promotions"),
      readLocalCollection<BlogSummary>("blogs"),
      readLocalCollection<CareItem>("cares"),
    ]);
    // The browser keeps no site pages (ADR 071): offline, the home goes without the USSD block.
    return {
      ...getHomeData(site, { banners, promotions: promotions ?? [], blogs: blogs ?? [], cares: cares ?? [] }, Date.now()),
      ussd: null,
      // Offline, crops keep the centre: the focal points come with the server's page (ADR 076).
      focal: {},
    };
  });
}

/**
 * A sub-site's home: its banners, the promotions running now, its main products and
 * services, its latest news (holding company and bank) and, on the holding company's, the care
 * carousel. Everything it reads is live: published or removed content shows without a reload.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  const { prefix } = useSite();
  const m = useScreenMessages(homeMessages);
  const liveBanners = useLiveCollection<Banner>("banners", loaderData.banners);
  const banners = useMemo(() => selectSiteBanners(liveBanners, site), [liveBanners, site]);
  const promotions = useLiveCollection<Promotion>("promotions", loaderData.promotions);
  const names = getMenuNames();
  const offerings = useMemo(() => getKeyOfferings(prefix, site, names), [prefix, site, names]);
  // The bank's home opens with the way to an account, on a phone's first screen too (ADR 060).
  const openAccount = site === "bank" ? findRoute(prefix, "bank", "openaccount") : undefined;
  return (
    <>
      <ScreenHeader headingOnly />
      {openAccount ? (
        <div className="container home-cta">
          <Link className="button" to={openAccount.href}>
            {m.openAccount}
          </Link>
          <p className="home-cta__lede">{m.openAccountLede}</p>
        </div>
      ) : null}
      <div className="home-hero">
        <BannerCarousel banners={banners} focal={loaderData.focal} />
      </div>
      <div className="container home">
        <PromotionList site={site} promotions={promotions} serverNow={loaderData.now} focal={loaderData.focal} />
        <Suspense fallback={null}>
          <KeyOfferings heading={site === "holding" ? m.group : m.offerings} offerings={offerings} />
        </Suspense>
        {SITES_WITH_NEWS.includes(site) ? (
          <Suspense fallback={null}>
            <LiveNewsTeasers site={site} blogs={loaderData.blogs} />
          </Suspense>
        ) : null}
        {loaderData.ussd ? (
          <Suspense fallback={null}>
            <UssdBlock block={loaderData.ussd} />
          </Suspense>
        ) : null}
        {site === "holding" ? <HomeCares items={loaderData.cares} focal={loaderData.focal} /> : null}
      </div>
    </>
  );
}

/** Only homes with news listen to the blogs (the collection is the heaviest to reload). */
function LiveNewsTeasers({ site, blogs }: { site: SiteId; blogs: BlogSummary[] }) {
  return <NewsTeasers site={site} blogs={useLiveCollection<BlogSummary>("blogs", blogs)} />;
}

/** The holding company's care carousel (spec §2), as the care screen shows it. */
function HomeCares({ items, focal }: { items: CareItem[]; focal: FocalPositions }) {
  const { prefix } = useSite();
  const m = useScreenMessages(homeMessages);
  const active = selectActiveCares(useLiveCollection<CareItem>("cares", items));
  const cares = findRoute(prefix, "holding", "cares");
  if (active.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-cares">
      <div className="home-section__top">
        <h2 id="home-cares" className="home-section__heading">
          {m.cares}
        </h2>
        {cares ? (
          <Link to={cares.href} className="home-section__all">
            {m.allCares}
          </Link>
        ) : null}
      </div>
      <Suspense fallback={null}>
        <CareCarousel items={active} focal={focal} />
      </Suspense>
    </section>
  );
}
