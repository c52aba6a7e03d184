import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { PageLink } from "#page-link";
import type { NavEntity } from "#domain/navigation.ts";
import { getSiteName } from "#domain/navigation.ts";
import { EntityIconView, MenuIcon } from "#app/components/icons.tsx";
import { SiteSearch } from "#app/features/search/site-search.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { SiteMenu } from "./site-menu.tsx";
import { useSite } from "./use-site.ts";

/** Tabs of the five companies, the current sub-site's menu and the language switch (spec §2). */
export function SiteHeader({ entities, current }: { entities: readonly NavEntity[]; current: NavEntity }) {
  const { lang, prefix, t } = useSite();
  const { pathname } = useLocation();
  const [isMobileOpen, setMobileOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const onOpenChange = useCallback((id: string | null) => setOpenId(id), []);
  const tabs = useRef<HTMLElement>(null);

  // On a phone the tabs scroll sideways: bring the current company into the middle of the bar.
  useEffect(() => {
    const bar = tabs.current;
    const tab = bar?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return;
    bar.scrollLeft = tab.offsetLeft - (bar.clientWidth - tab.offsetWidth) / 2;
  }, [current.site]);

  // Spec §2: each route change closes the menus (and the mobile search with them).
  useEffect(() => {
    setMobileOpen(false);
    setOpenId(null);
  }, [pathname]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <div className="site-header__top">
        <div className="container site-header__top-inner">
          <nav ref={tabs} className="site-tabs" aria-label={t.siteTabs}>
            <ul>
              {entities.map((entity) => (
                <li key={entity.site}>
                  <PageLink
                    to={`${entity.path}/home`}
                    className="site-tabs__tab"
                    aria-current={entity.site === current.site ? "true" : undefined}
                  >
                    <EntityIconView icon={entity.icon} />
                    <span>{entity.name}</span>
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch lang={lang} label={t.chooseLanguage} />
        </div>
      </div>
      <div className="container site-header__bar">
        <PageLink to={`${current.path}/home`} className="brand">
          <EntityIconView icon={current.icon} className="brand__icon" />
          <span>{getSiteName(prefix, current.site)[lang]}</span>
        </PageLink>
        <SiteSearch />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={isMobileOpen}
          aria-controls="site-menu"
          onClick={() => setMobileOpen((open) => !open)}
        >
          <MenuIcon open={isMobileOpen} />
          <span className="visually-hidden">{isMobileOpen ? t.closeMenu : t.openMenu}</span>
        </button>
        <nav id="site-menu" className={`site-header__menu${isMobileOpen ? " is-open" : ""}`} aria-label={t.mainMenu}>
          <SiteMenu categories={current.categories} lang={lang} moreLabel={t.moreMenu} openId={openId} onOpenChange={onOpenChange} />
        </nav>
      </div>
    </header>
  );
}
