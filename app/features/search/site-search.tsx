import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Spinner } from "#app/components/icons.tsx";
import { findRoute } from "#domain/route-table.ts";
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
  const { t, prefix } = useSite();
  const { pathname } = useLocation();
  // Mid-application the notice would cover the account cards and the step buttons on a phone
  // (ADR 060): it waits for the next page; it is not marked seen.
  const isApplying = pathname === findRoute(prefix, "bank", "openaccount")?.href;
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The panel's code may still be on its way when the visitor starts typing: keep those letters.
  const typedEarly = useRef({ text: "", isPanelReady: false });

  // Spec §2: every route change closes the (mobile) search.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    const early = typedEarly.current;
    early.text = "";
    early.isPanelReady = false;
    if (!isOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (early.isPanelReady || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length === 1) early.text += event.key;
      else if (event.key === "Backspace") early.text = early.text.slice(0, -1);
      else return;
      // Space would otherwise press the search button again and close the search.
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [isOpen]);

  const takeTypedEarly = useCallback(() => {
    typedEarly.current.isPanelReady = true;
    return typedEarly.current.text;
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
      <div className="site-search__anchor">
        <button
          ref={button}
          type="button"
          className="control-button site-search__button"
          aria-expanded={isOpen}
          aria-controls={isOpen ? PANEL_ID : undefined}
          onClick={() => setOpen((open) => !open)}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          <SearchIcon />
          <span className="site-search__label">{t.search.open}</span>
        </button>
        <SearchSnackbar enabled={!isApplying} isSearchOpen={isOpen} />
      </div>
      {isOpen ? (
        <Suspense
          fallback={
            <div id={PANEL_ID} className="search-panel search-panel--loading">
              <Spinner label={t.search.loading} />
            </div>
          }
        >
          <SearchPanel id={PANEL_ID} onClose={close} takeTypedEarly={takeTypedEarly} />
        </Suspense>
      ) : null}
    </div>
  );
}
