import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { linkTarget } from "#domain/navigation.ts";
import { createSearchIndex, searchEntries, type SearchEntry } from "#domain/content/search-index.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { CloseIcon } from "#app/components/icons.tsx";
import { getScreenTitles } from "./screen-titles.ts";
import "./search-panel.css";

interface SearchPanelProps {
  id: string;
  /** Closes the panel; `returnFocus` puts the focus back on the search button. */
  onClose: (returnFocus: boolean) => void;
  /** What the visitor typed between opening the search and the panel's arrival. */
  takeTypedEarly: () => string;
}

/**
 * Spec §2 site search, as a WAI-ARIA combobox with a listbox: results as the visitor types,
 * arrows to choose, Enter to open (with `?type=` when the entry has a query), Escape to close.
 */
export function SearchPanel({ id, onClose, takeTypedEarly }: SearchPanelProps) {
  const { lang, prefix, t } = useSite();
  const navigate = useNavigate();
  const index = useMemo(() => createSearchIndex(prefix, getScreenTitles(prefix)), [prefix]);
  const [text, setText] = useState(takeTypedEarly);
  const [active, setActive] = useState(-1);
  const results = useMemo(() => searchEntries(index, text, lang), [index, text, lang]);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listboxId = useId();
  const hintId = useId();
  const optionId = (position: number) => `${listboxId}-option-${position}`;
  const hasText = text.trim() !== "";

  useEffect(() => {
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // optionId only depends on listboxId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const open = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    onClose(false);
    void navigate(linkTarget(entry));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (count > 0) setActive((current) => (current + 1) % count);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (count > 0) setActive((current) => (current <= 0 ? count - 1 : current - 1));
        break;
      case "Enter":
        event.preventDefault();
        // Enter opens the chosen result, or the best one when none is chosen yet.
        open(results[active >= 0 ? active : 0]);
        break;
      case "Escape":
        event.preventDefault();
        onClose(true);
        break;
    }
  };

  return (
    <div id={id} className="search-panel">
      <form role="search" className="search-panel__form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="search-panel__label">
          {t.search.label}
        </label>
        <div className="search-panel__field">
          <input
            ref={input}
            id={inputId}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={hintId}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={t.search.placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="icon-button search-panel__close" onClick={() => onClose(true)}>
            <CloseIcon size={18} />
            <span className="visually-hidden">{t.search.close}</span>
          </button>
        </div>
        <p id={hintId} className="search-panel__hint">
          {t.search.hint}
        </p>
      </form>
      <ul id={listboxId} role="listbox" aria-label={t.search.label} className="search-panel__results" hidden={results.length === 0}>
        {results.map((entry, position) => (
          <li
            key={linkTarget(entry)}
            id={optionId(position)}
            role="option"
            aria-selected={position === active}
            className="search-panel__option"
            onPointerMove={() => setActive(position)}
            onClick={() => open(entry)}
          >
            {entry.description[lang]}
          </li>
        ))}
      </ul>
      {hasText && results.length === 0 ? <p className="search-panel__empty">{t.search.noResults}</p> : null}
      <p className="visually-hidden" role="status">
        {hasText ? t.search.results(results.length) : ""}
      </p>
    </div>
  );
}
