import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Spinner } from "#app/components/icons.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { SearchIcon } from "./search-icons.tsx";
import { SearchSnackbar } from "./search-snackbar.tsx";
import "./site-search.css";

// The index and the combobox arrive when the visitor first opens the search (or points at it).
const loadPanel = () => import("./search-panel.tsx");
const SearchPanel = lazy(() => loadPanel().then((module) => ({ default: module.SearchPanel })));

const PANEL_ID = "site-search-panel";

/** The header's search button, the search panel it opens and the search snackbar (spec §2). */
export function SiteSearch() {
  const { t } = useSite();
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Spec §2: every route change closes the (mobile) search.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen]);

  return (
    <div ref={root} className="site-search">
      <span className="site-search__anchor">
        <button
          ref={button}
          type="button"
          className="site-search__button"
          aria-expanded={isOpen}
          aria-controls={isOpen ? PANEL_ID : undefined}
          onClick={() => setOpen((open) => !open)}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          <SearchIcon />
          <span className="site-search__label">{t.search.open}</span>
        </button>
        <SearchSnackbar isSearchOpen={isOpen} />
      </span>
      {isOpen ? (
        <Suspense
          fallback={
            <div id={PANEL_ID} className="search-panel search-panel--loading">
              <Spinner label={t.search.loading} />
            </div>
          }
        >
          <SearchPanel id={PANEL_ID} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
