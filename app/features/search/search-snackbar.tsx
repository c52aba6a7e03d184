import { useEffect, useState } from "react";
import { useSite } from "#app/features/shell/use-site.ts";
import { hasSeenSearchSnackbar, markSearchSnackbarSeen } from "./search-snackbar-seen.client.ts";
import { CloseIcon } from "#app/components/icons.tsx";

interface SearchSnackbarProps {
  /** Spec §2/§4: the notice can be switched off; it is on by default. */
  enabled?: boolean;
  /** The visitor opened the search: the notice has done its job. */
  isSearchOpen: boolean;
}

/**
 * Spec §2/§4 search snackbar: "New: search the whole site", pointing at the search button,
 * shown while enabled and not yet seen. Closing it (or opening the search) marks it seen
 * permanently. Browser storage decides, so it appears only after hydration.
 */
export function SearchSnackbar({ enabled = true, isSearchOpen }: SearchSnackbarProps) {
  const { t } = useSite();
  const [isVisible, setVisible] = useState(false);

  // Switched off on a page (mid-application, ADR 060) it goes away there, unseen, and comes back on the next.
  useEffect(() => {
    setVisible(enabled && !hasSeenSearchSnackbar());
  }, [enabled]);

  useEffect(() => {
    if (isSearchOpen && isVisible) {
      markSearchSnackbarSeen();
      setVisible(false);
    }
  }, [isSearchOpen, isVisible]);

  // The status region stays in the page so its text is announced when it appears.
  return (
    <div className="search-snackbar-region" role="status">
      {isVisible ? (
        <div className="search-snackbar">
          <p className="search-snackbar__text">{t.search.snackbar}</p>
          <button
            type="button"
            className="icon-button search-snackbar__close"
            onClick={() => {
              markSearchSnackbarSeen();
              setVisible(false);
            }}
          >
            <CloseIcon size={18} />
            <span className="visually-hidden">{t.search.snackbarClose}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
