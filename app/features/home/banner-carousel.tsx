import { useEffect, useId, useState } from "react";
import { preload } from "react-dom";
import { PageLink } from "#page-link";
import { BANNER_ROTATE_MS, clampSlide, stepSlide } from "#domain/content/home.ts";
import { pick } from "#domain/language.ts";
import type { Banner } from "#domain/content/schemas/banner.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { homeMessages } from "./home-messages.ts";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion.ts";
import { DecorativeImage, type FocalPositions } from "#app/components/decorative-image.tsx";

/** A banner's link: a site path through the router, an https address as a plain link. */
function BannerLink({ href, children }: { href: string; children: React.ReactNode }) {
  return href.startsWith("/") ? (
    <PageLink to={href} className="banner__more">
      {children}
    </PageLink>
  ) : (
    <a href={href} className="banner__more">
      {children}
    </a>
  );
}

/**
 * A sub-site's banners, one at a time (WAI-ARIA carousel pattern, WCAG 2.2.2): previous, next
 * and one button per slide; it turns every 6 s (ADR 024) only with JavaScript, without a
 * reduced-motion preference, while not paused and while the pointer or focus is not on it. The
 * slides are announced (polite) only while it is not turning by itself. Only the first image
 * loads with the page; the others when their slide is first shown.
 */
export function BannerCarousel({ banners, focal }: { banners: Banner[]; focal?: FocalPositions | undefined }) {
  const { lang } = useSite();
  const m = useScreenMessages(homeMessages);
  const id = useId();
  const [current, setCurrent] = useState(0);
  // "auto" follows the reduced-motion preference; pressing the button overrides it either way.
  const [playState, setPlayState] = useState<"auto" | "paused" | "playing">("auto");
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const count = banners.length;
  const index = clampSlide(current, count);
  const isPlaying = playState === "playing" || (playState === "auto" && !prefersReducedMotion);
  // A visitor who pressed Play asked for it: only "auto" gives way to the pointer and focus.
  const isRotating = count > 1 && isPlaying && (playState === "playing" || (!isHovered && !hasFocus));

  useEffect(() => {
    if (!isRotating) return;
    // A timeout per slide: moving by hand starts the 6 s again.
    const timer = window.setTimeout(() => setCurrent((value) => stepSlide(clampSlide(value, count), count, 1)), BANNER_ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [isRotating, index, count]);

  // The first banner is the home's largest paint: its request starts from the head (ADR 035).
  const first = banners[0];
  if (first) preload(first.image_url, { as: "image", fetchPriority: "high" });
  if (count === 0) return null;
  const go = (step: number) => setCurrent(stepSlide(index, count, step));

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={m.banners}
      data-reduced-motion={prefersReducedMotion || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
      }}
    >
      <div className="banner-carousel__slides" id={`${id}-slides`} aria-live={isRotating ? "off" : "polite"}>
        {banners.map((banner, position) => {
          const isCurrent = position === index;
          const titleId = `${id}-title-${position}`;
          return (
            <div
              key={banner.id}
              className="banner"
              role="group"
              aria-roledescription={m.slide}
              aria-label={m.slideOf(position + 1, count)}
              // Hidden by the style sheet, not removed from the layout: the carousel keeps the
              // tallest slide's height (home.css).
              data-current={isCurrent || undefined}
            >
              <DecorativeImage
                className="cover-image banner__image"
                src={banner.image_url}
                width={1200}
                height={400}
                isFirst={position === 0}
                sizes="100vw"
                fetchPriority={position === 0 ? "high" : "low"}
                decoding={position === 0 ? "auto" : "async"}
                objectPosition={focal?.[banner.image_url]}
              />
              <div className="banner__text">
                <h2 id={titleId} className="banner__title">
                  {pick(banner.title, lang)}
                </h2>
                {banner.subtitle ? <p className="banner__subtitle">{pick(banner.subtitle, lang)}</p> : null}
                {banner.link_href === null ? null : (
                  <BannerLink href={banner.link_href}>
                    {m.more}
                    <span className="visually-hidden">: {pick(banner.title, lang)}</span>
                  </BannerLink>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="control-button banner-carousel__button banner-carousel__button--rotation"
            aria-controls={`${id}-slides`}
            onClick={() => setPlayState(isPlaying ? "paused" : "playing")}
          >
            <RotationIcon isPlaying={isPlaying} />
            {isPlaying ? m.pause : m.play}
          </button>
          <button
            type="button"
            className="control-button banner-carousel__button banner-carousel__step"
            aria-controls={`${id}-slides`}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="banner-carousel__step-label">{m.previous}</span>
          </button>
          <ul className="banner-carousel__dots" aria-label={m.slides}>
            {banners.map((banner, position) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className="banner-carousel__dot"
                  aria-controls={`${id}-slides`}
                  aria-current={position === index ? "true" : undefined}
                  onClick={() => setCurrent(position)}
                >
                  <span className="visually-hidden">{m.goToSlide(position + 1, count)}</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="control-button banner-carousel__button banner-carousel__step"
            aria-controls={`${id}-slides`}
            onClick={() => go(1)}
          >
            <span className="banner-carousel__step-label">{m.next}</span>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

function RotationIcon({ isPlaying }: { isPlaying: boolean }) {
  return (
    <svg className="banner-carousel__icon" width={16} height={16} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {isPlaying ? <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" /> : <path d="M4 2.5v11l9-5.5z" fill="currentColor" />}
    </svg>
  );
}
