import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { NavLink, useLocation } from "react-router";
import type { Language } from "#domain/language.ts";
import { linkTarget, type Category } from "#domain/navigation.ts";
import { ChevronDown } from "#app/components/icons.tsx";

interface SiteMenuProps {
  categories: Category[];
  lang: Language;
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

/** The current sub-site's menu (spec §2): clickable categories and disclosure popups of links. */
export function SiteMenu({ categories, lang, openId, onOpenChange }: SiteMenuProps) {
  return (
    <ul className="site-menu">
      {categories.map((category) => (
        <li
          key={category.id}
          className={`site-menu__item menu-in menu-in--${category.animation.direction}`}
          style={{ animationDelay: `${category.animation.delay}s`, animationDuration: `${category.animation.duration}s` }}
        >
          {category.clickable && category.href ? (
            <NavLink className="site-menu__link" to={linkTarget({ href: category.href, ...(category.query ? { query: category.query } : {}) })} end>
              {category.name[lang]}
            </NavLink>
          ) : (
            <MenuPopup category={category} lang={lang} isOpen={openId === category.id} onOpenChange={(open) => onOpenChange(open ? category.id : null)} />
          )}
        </li>
      ))}
    </ul>
  );
}

interface MenuPopupProps {
  category: Category;
  lang: Language;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A disclosure button and its list of links, walked with arrows, closed with Escape. */
function MenuPopup({ category, lang, isOpen, onOpenChange }: MenuPopupProps) {
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
        {category.name[lang]}
        <ChevronDown className="site-menu__chevron" />
      </button>
      <div id={popupId} className={`menu-popup ${category.popUpClass ?? "popup-small"}`} hidden={!isOpen} onKeyDown={onPopupKeyDown}>
        <ul>
          {category.links.map((link) => {
            const target = linkTarget(link);
            return (
              <li key={target}>
                <NavLink to={target} aria-current={target === current ? "page" : undefined} onClick={() => onOpenChange(false)}>
                  {link.name[lang]}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
