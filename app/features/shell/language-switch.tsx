import { Link, useLocation } from "react-router";
import { LANGUAGES, type Language } from "#domain/language.ts";
import { formatUrlQuery } from "#domain/url-query.ts";
import { Flag } from "#app/components/icons.tsx";

/** The address of the current page in another language: each language has its own URL. */
export function withLanguage(search: string, lang: Language): string {
  const params = new URLSearchParams(search);
  params.set("lang", lang);
  return formatUrlQuery(params);
}

/** Spec §1: choosing a language replaces the current one; the server remembers it in a cookie. */
export function LanguageSwitch({ lang, label }: { lang: Language; label: string }) {
  const location = useLocation();
  return (
    <nav className="language-switch" aria-label={label}>
      <ul>
        {LANGUAGES.map((option) => (
          <li key={option.code}>
            <Link
              to={{ pathname: location.pathname, search: withLanguage(location.search, option.code) }}
              lang={option.code}
              hrefLang={option.code}
              aria-current={option.code === lang ? "true" : undefined}
              preventScrollReset
              replace
            >
              <Flag flag={option.flag} />
              <span>{option.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
