import { Link } from "react-router";
import { getSiteName } from "#domain/navigation.ts";
import { getSites } from "#domain/site.ts";
import { ABOUT, GROUP_VALUES, SUBSIDIARIES } from "#content/pages/about-us.ts";
import { FactList } from "#app/features/pages/fact-list.tsx";
import { useCopy, useRouteScreen } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/about-us.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** Who each company is, what it does, its vision, mission and values; the holding company also lists its subsidiaries. */
export default function AboutUs() {
  const { site } = useRouteScreen();
  const { lang, prefix } = useSite();
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const about = ABOUT[site];
  const sites = getSites(prefix);
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        <section className="page-section page-intro" aria-labelledby="who-we-are">
          <div>
            <h2 id="who-we-are">{pagesText.about.whoWeAre}</h2>
            {about.intro.map((paragraph) => (
              <p key={paragraph.en}>{copy(paragraph)}</p>
            ))}
            <FactList facts={about.facts} />
          </div>
          <img className="page-intro__image" src={about.image.src} alt={copy(about.image.alt)} width={800} height={600} decoding="async" />
        </section>

        <section className="page-section" aria-labelledby="what-we-do">
          <h2 id="what-we-do">{pagesText.about.whatWeDo}</h2>
          <ul className="tick-list">
            {about.whatWeDo.map((item) => (
              <li key={item.en}>{copy(item)}</li>
            ))}
          </ul>
        </section>

        {site === "holding" ? (
          <section className="page-section" aria-labelledby="our-companies">
            <h2 id="our-companies">{pagesText.about.ourCompanies}</h2>
            <ul className="card-grid">
              {SUBSIDIARIES.map((subsidiary) => {
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
            {GROUP_VALUES.map((value) => (
              <div key={value.name.en}>
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
