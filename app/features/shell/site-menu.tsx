import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { PageLink, PageNavLink } from "#page-link";
import type { Language } from "#domain/language.ts";
import { linkTarget, type Category, type NavLink as MenuLink, type PopUpClass } from "#domain/navigation.ts";
import { ChevronDown } from "#app/components/icons.tsx";

interface SiteMenuProps {
  categories: Category[];
  lang: Language;
  /** "More", in the visitor's language. */
  moreLabel: string;
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

const MORE_ID = "more";

/** A popup's links, in groups that may carry a heading. */
interface LinkGroup {
  heading?: string;
  links: MenuLink[];
}

/**
 * The current sub-site's menu (spec §2): clickable categories and disclosure popups of links.
 * Folded categories are listed in place on a phone and under "More" on a wide screen (the CSS
 * shows one or the other), so the wide menu keeps to one row in both languages.
 */
export function SiteMenu({ categories, lang, moreLabel, openId, onOpenChange }: SiteMenuProps) {
  const folded = categories.filter((category) => category.folded);
  const moreGroups: LinkGroup[] = [
    { links: folded.filter((category) => category.clickable && category.href).map((category) => categoryLink(category)) },
    ...folded.filter((category) => !category.clickable).map((category) => ({ heading: category.name[lang], links: category.links })),
  ].filter((group) => group.links.length > 0);
  const last = categories.at(-1);
  return (
    <ul className="site-menu">
      {categories.map((category) => (
        <li
          key={category.id}
          className={`site-menu__item${category.folded ? " site-menu__item--folded" : ""} menu-in menu-in--${category.animation.direction}`}
          style={{ animationDelay: `${category.animation.delay}s`, animationDuration: `${category.animation.duration}s` }}
        >
          {category.clickable && category.href ? (
            <PageNavLink className="site-menu__link" to={linkTarget(categoryLink(category))} end>
              {category.name[lang]}
            </PageNavLink>
          ) : (
            <MenuPopup
              label={category.name[lang]}
              popUpClass={category.popUpClass}
              groups={[{ links: category.links }]}
              lang={lang}
              isOpen={openId === category.id}
              onOpenChange={(open) => onOpenChange(open ? category.id : null)}
            />
          )}
        </li>
      ))}
      {folded.length > 0 && last ? (
        <li
          className={`site-menu__item site-menu__item--more menu-in menu-in--${last.animation.direction}`}
          style={{ animationDelay: `${last.animation.delay}s`, animationDuration: `${last.animation.duration}s` }}
        >
          <MenuPopup
            label={moreLabel}
            popUpClass="popup-large"
            groups={moreGroups}
            lang={lang}
            isOpen={openId === MORE_ID}
            onOpenChange={(open) => onOpenChange(open ? MORE_ID : null)}
          />
        </li>
      ) : null}
    </ul>
  );
}

function categoryLink(category: Category): MenuLink {
  return { name: category.name, href: category.href!, ...(category.query ? { query: category.query } : {}), changeTab: false };
}

interface MenuPopupProps {
  label: string;
  popUpClass: PopUpClass | undefined;
  groups: LinkGroup[];
  lang: Language;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A disclosure button and its list of links, walked with arrows, closed with Escape. */
function MenuPopup({ label, popUpClass, groups, lang, isOpen, onOpenChange }: MenuPopupProps) {
  const popupId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen, onOpenChange]);

  const links = () => Array.from(wrapper.current?.querySelectorAll<HTMLAnchorElement>(".menu-popup a") ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      onOpenChange(true);
      const last = event.key === "ArrowUp";
      requestAnimationFrame(() => focusLink(last ? -1 : 0));
    }
  };
  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]!);
    }
  };
  const onWrapperKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      onOpenChange(false);
      button.current?.focus();
    }
  };

  return (
    <div
      ref={wrapper}
      className="menu-disclosure"
      onKeyDown={onWrapperKeyDown}
      onBlur={(event) => {
        if (isOpen && !wrapper.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) onOpenChange(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="site-menu__link site-menu__button"
        aria-expanded={isOpen}
        aria-controls={popupId}
        onClick={() => onOpenChange(!isOpen)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <ChevronDown className="site-menu__chevron" />
      </button>
      <div id={popupId} className={`menu-popup ${popUpClass ?? "popup-small"}`} hidden={!isOpen} onKeyDown={onPopupKeyDown}>
        {groups.map((group, index) => (
          <div key={group.heading ?? index} className="menu-popup__group">
            {group.heading ? <p className="menu-popup__heading">{group.heading}</p> : null}
            <ul>
              {group.links.map((link) => {
                const target = linkTarget(link);
                return (
                  <li key={target}>
                    {/* Not a NavLink: the popup marks its page by aria-current alone (ADR 035). */}
                    <PageLink to={target} aria-current={target === current ? "page" : undefined} onClick={() => onOpenChange(false)}>
                      {link.name[lang]}
                    </PageLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
