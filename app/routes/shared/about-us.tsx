import { Link } from "react-router";
import { getSiteName } from "#domain/navigation.ts";
import { getSiteOfPath, getSites } from "#domain/site.ts";
import { ABOUT, GROUP_VALUES, SUBSIDIARIES } from "#content/pages/about-us.ts";
import { inLanguage } from "#content/pages/types.ts";
import { revalidateOnLanguageChange } from "#app/i18n/language-revalidation.ts";
import { getRequestLanguage } from "#app/i18n/request-language.ts";
import { getServices } from "#app/services.server.ts";
import { FactList } from "#app/features/pages/fact-list.tsx";
import { useCopy } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/about-us.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/**
 * The company's copy in the visitor's language: the screen's code carries no copy, only the
 * page's data does (ADR 025; every company in both languages weighed about 4 KB gzip).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const site = getSiteOfPath(getServices(context).config.SITE_PREFIX, new URL(request.url).pathname)?.id ?? "holding";
  const { lang } = getRequestLanguage(request);
  return {
    about: inLanguage(ABOUT[site], lang),
    subsidiaries: site === "holding" ? inLanguage(SUBSIDIARIES, lang) : [],
    values: inLanguage(GROUP_VALUES, lang),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

/** Who each company is, what it does, its vision, mission and values; the holding company also lists its subsidiaries. */
export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { about, subsidiaries, values } = loaderData;
  const { lang, prefix } = useSite();
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const sites = getSites(prefix);
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        <section className="page-section page-intro" aria-labelledby="who-we-are">
          <div>
            <h2 id="who-we-are">{pagesText.about.whoWeAre}</h2>
            {about.intro.map((paragraph) => (
              <p key={paragraph}>{copy(paragraph)}</p>
            ))}
            <FactList facts={about.facts} />
          </div>
          <img className="page-intro__image" src={about.image.src} alt={copy(about.image.alt)} width={800} height={600} decoding="async" />
        </section>

        <section className="page-section" aria-labelledby="what-we-do">
          <h2 id="what-we-do">{pagesText.about.whatWeDo}</h2>
          <ul className="tick-list">
            {about.whatWeDo.map((item) => (
              <li key={item}>{copy(item)}</li>
            ))}
          </ul>
        </section>

        {subsidiaries.length > 0 ? (
          <section className="page-section" aria-labelledby="our-companies">
            <h2 id="our-companies">{pagesText.about.ourCompanies}</h2>
            <ul className="card-grid">
              {subsidiaries.map((subsidiary) => {
                const name = getSiteName(prefix, subsidiary.site)[lang];
                const home = `${sites.find((entry) => entry.id === subsidiary.site)!.basePath}/home`;
                return (
                  <li key={subsidiary.site} className="page-card">
                    <h3>{name}</h3>
                    <p>{copy(subsidiary.summary)}</p>
                    <Link className="page-card__link" to={home}>
                      {pagesText.about.visit(name)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}

        <div className="statement-grid">
          <section className="statement" aria-labelledby="vision">
            <h2 id="vision">{pagesText.about.vision}</h2>
            <p>{copy(about.vision)}</p>
          </section>
          <section className="statement" aria-labelledby="mission">
            <h2 id="mission">{pagesText.about.mission}</h2>
            <p>{copy(about.mission)}</p>
          </section>
        </div>

        <section className="page-section" aria-labelledby="values">
          <h2 id="values">{pagesText.about.values}</h2>
          <dl className="values-list">
            {values.map((value) => (
              <div key={value.name}>
                <dt>{copy(value.name)}</dt>
                <dd>{copy(value.text)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
