import { Link } from "react-router";
import { getSites } from "#domain/site.ts";
import { getSiteName } from "#domain/navigation.ts";
import { useSite } from "./use-site.ts";

/** What an unmatched path shows (spec §2): the 404 page, with ways back into the site. */
export function NotFoundContent() {
  const { lang, prefix, t } = useSite();
  const sites = getSites(prefix);
  return (
    <div className="container not-found">
      <p className="not-found__code" aria-hidden>
        404
      </p>
      <h1 id="page-title">{t.notFound.heading}</h1>
      <p>{t.notFound.body}</p>
      <ul className="not-found__links">
        {sites.map((site) => (
          <li key={site.id}>
            <Link to={`${site.basePath}/home`}>{getSiteName(prefix, site.id)[lang]}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
