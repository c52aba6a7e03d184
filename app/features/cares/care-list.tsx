import { selectActiveCares, type CareItem } from "#domain/content/care-carousel.ts";
import { formatDate, pick } from "#domain/language.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import { CareCarousel } from "./care-carousel.tsx";
import { caresMessages } from "./cares-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./cares.css";
import { DecorativeImage, type FocalPositions } from "#app/components/decorative-image.tsx";

/** The care screen: the carousel, then every active care item. Live: an item activated, added or removed shows or leaves without a reload. */
export function CareList({ items, focal }: { items: CareItem[]; focal?: FocalPositions | undefined }) {
  const { lang } = useSite();
  const caresText = useScreenMessages(caresMessages);
  const active = selectActiveCares(useLiveCollection<CareItem>("cares", items));
  if (active.length === 0) {
    return (
      <div className="container cares">
        <p className="empty-note">{caresText.empty}</p>
      </div>
    );
  }
  return (
    <div className="container cares">
      <CareCarousel items={active} focal={focal} />
      <section aria-labelledby="cares-all">
        <h2 id="cares-all" className="cares__heading">
          {caresText.all}
        </h2>
        <ul className="card-grid">
          {active.map((item) => (
            <li key={item.id} className="care-card">
              <article aria-labelledby={`care-${item.id}`}>
                <DecorativeImage
                  className="care-card__image"
                  src={item.image_url}
                  width={640}
                  height={360}
                  isFirst={false}
                  sizes="(min-width: 48rem) 33vw, 100vw"
                  objectPosition={focal?.[item.image_url]}
                />
                <div className="care-card__body">
                  {item.category ? <p className="care-card__category">{pick(item.category, lang)}</p> : null}
                  <h3 id={`care-${item.id}`} className="care-card__title">
                    {pick(item.title, lang)}
                  </h3>
                  <p className="care-card__date">
                    <time dateTime={item.published_at}>{formatDate(item.published_at, lang)}</time>
                  </p>
                  <p>{pick(item.description, lang)}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
