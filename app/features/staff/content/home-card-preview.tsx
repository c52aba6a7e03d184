import type { Banner } from "#domain/content/schemas/banner.ts";
import type { Promotion } from "#domain/content/schemas/promotion.ts";
import { BannerCarousel } from "#app/features/home/banner-carousel.tsx";
import { PromotionCard } from "#app/features/home/promotion-list.tsx";
import type { PreviewRecord } from "./preview-cards.tsx";

/*
 * A banner or a promotion as its sub-site's home shows it. The cards live in the home page's own
 * chunk (vite.config.ts, group "home-page"), which this module imports: sharing them with the
 * console adds no chunk to the home's first load (ADR 075). Loading that chunk here also starts
 * the home's own after-load imports (offerings, news teasers): a few KB, once, on the console.
 */

/** A banner's or a promotion's draft drawn by the home's own components. */
export default function HomeCardPreview({ collection, record }: { collection: "banners" | "promotions"; record: PreviewRecord }) {
  if (collection === "banners") return <BannerCarousel banners={[record as unknown as Banner]} />;
  return (
    <ul className="promotion-list staff-preview__list">
      <li className="promotion">
        <PromotionCard promotion={record as unknown as Promotion} isFirst />
      </li>
    </ul>
  );
}
