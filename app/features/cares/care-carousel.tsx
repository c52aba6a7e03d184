import { useEffect, useState } from "react";
import { stepCarousel, type CareItem, type CarouselState } from "#domain/content/care-carousel.ts";
import { formatDate, pick } from "#domain/language.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { caresMessages } from "./cares-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./cares.css";
import { DecorativeImage, type FocalPositions } from "#app/components/decorative-image.tsx";

const ROTATE_EVERY_MS = 6000;

/** Whether the visitor asked for less motion (the carousel then never turns by itself). */
function usePrefersReducedMotion(): boolean {
  const [prefers, setPrefers] = useState(true);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setPrefers(query.matches);
    const onChange = () => setPrefers(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return prefers;
}

/**
 * Spec §2 care carousel: two slots that take turns (one fades out as the other fades in),
 * the item wrapping around at the ends. It turns by itself only with JavaScript, without a
 * reduced-motion preference, while not paused and while the pointer or focus is not on it
 * (WAI-ARIA carousel pattern); the pause button, previous and next work by keyboard.
 */
export function CareCarousel({ items, focal }: { items: CareItem[]; focal?: FocalPositions | undefined }) {
  const { lang } = useSite();
  const caresText = useScreenMessages(caresMessages);
  const [state, setState] = useState<CarouselState>({ slot: 0, index: 0 });
  const [slotItems, setSlotItems] = useState<[number, number]>([0, 1 % Math.max(1, items.length)]);
  // "auto" follows the reduced-motion preference; pressing the button overrides it either way.
  const [playState, setPlayState] = useState<"auto" | "paused" | "playing">("auto");
  const [isHeld, setHeld] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const count = items.length;
  const isPlaying = playState === "playing" || (playState === "auto" && !prefersReducedMotion);
  const isRotating = count > 1 && isPlaying && !isHeld;

  function go(direction: 1 | -1) {
    setState((current) => {
      const next = stepCarousel(current, count, direction);
      setSlotItems((slots) => (next.slot === 0 ? [next.index, slots[1]] : [slots[0], next.index]));
      return next;
    });
  }

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setInterval(() => go(1), ROTATE_EVERY_MS);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` only reads state through setters
  }, [isRotating, count]);

  if (count === 0) return null;
  const index = Math.min(state.index, count - 1);

  return (
    <section
      className="care-carousel"
      aria-roledescription="carousel"
      aria-label={caresText.carousel}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {count > 1 ? (
        <div className="care-carousel__controls">
          <button
            type="button"
            className="control-button care-carousel__button"
            onClick={() => setPlayState(isPlaying ? "paused" : "playing")}
          >
            {isPlaying ? caresText.pause : caresText.play}
          </button>
          <button type="button" className="control-button care-carousel__button" onClick={() => go(-1)}>
            {caresText.previous}
          </button>
          <button type="button" className="control-button care-carousel__button" onClick={() => go(1)}>
            {caresText.next}
          </button>
        </div>
      ) : null}
      <div className="care-carousel__slots" aria-live={isRotating ? "off" : "polite"}>
        {([0, 1] as const).map((slot) => {
          const item = items[Math.min(slotItems[slot], count - 1)]!;
          const isActive = slot === state.slot;
          const itemIndex = isActive ? index : slotItems[slot];
          return (
            <div
              key={slot}
              className="care-carousel__slot"
              data-active={isActive || undefined}
              role="group"
              aria-roledescription={caresText.slide}
              aria-label={caresText.slideOf(itemIndex + 1, count)}
              hidden={!isActive}
            >
              <DecorativeImage
                className="care-carousel__image"
                src={item.image_url}
                width={640}
                height={360}
                isFirst={slot === 0}
                sizes="(min-width: 48rem) 40rem, 100vw"
                objectPosition={focal?.[item.image_url]}
              />
              <div className="care-carousel__text">
                {item.category ? <p className="care-carousel__category">{pick(item.category, lang)}</p> : null}
                <h2 className="care-carousel__title">{pick(item.title, lang)}</h2>
                <p className="care-carousel__description">{pick(item.description, lang)}</p>
                <p className="care-carousel__date">
                  <time dateTime={item.published_at}>{formatDate(item.published_at, lang)}</time>
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
