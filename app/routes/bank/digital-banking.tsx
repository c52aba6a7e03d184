import { Link } from "react-router";
import { findRoute } from "#domain/route-table.ts";
import { DIGITAL_SERVICES, type DigitalScreen } from "#content/pages/digital-banking.ts";
import { PageIcon } from "#app/components/page-icon.tsx";
import { useCopy, useRouteScreen } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { APP_STORE_LINKS } from "#app/features/shell/company-addresses.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { brand } from "#app/i18n/messages.ts";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/digital-banking.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

const SCREENS = Object.keys(DIGITAL_SERVICES) as DigitalScreen[];

function isDigitalScreen(screen: string): screen is DigitalScreen {
  return (SCREENS as string[]).includes(screen);
}

/** The six digital banking screens (one module, copy chosen by route id): what it is, what it does, how to get it. */
export default function DigitalBanking() {
  const { screen } = useRouteScreen();
  const { t, prefix } = useSite();
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  if (!isDigitalScreen(screen)) throw new Error(`No digital banking copy for ${screen}`);
  const service = DIGITAL_SERVICES[screen];
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        <section className="page-section page-intro page-intro--icon" aria-labelledby="what-it-is">
          <PageIcon name={service.icon} className="page-intro__icon" />
          <div>
            <h2 id="what-it-is">{pagesText.digital.whatItIs}</h2>
            {service.about.map((paragraph) => (
              <p key={paragraph.en}>{copy(paragraph)}</p>
            ))}
            {screen === "fdhbankpakhomo" ? (
              <dl className="fact-list">
                <div className="fact-list__item">
                  <dt>{pagesText.digital.agents}</dt>
                  <dd>{pagesText.digital.agentCount}</dd>
                </div>
              </dl>
            ) : null}
          </div>
        </section>

        <section className="page-section" aria-labelledby="features">
          <h2 id="features">{pagesText.features}</h2>
          <ul className="tick-list">
            {service.features.map((feature) => (
              <li key={feature.en}>{copy(feature)}</li>
            ))}
          </ul>
        </section>

        <section className="page-section" aria-labelledby="how-to-get">
          <h2 id="how-to-get">{pagesText.howToGet}</h2>
          <ol className="step-list">
            {service.steps.map((step) => (
              <li key={step.en}>{copy(step)}</li>
            ))}
          </ol>
          {screen === "fdhmobile" ? (
            <ul className="link-row" aria-label={pagesText.digital.getTheApp}>
              <li>
                <a className="button" href={APP_STORE_LINKS.android} rel="noopener noreferrer">
                  {t.footer.android}
                </a>
              </li>
              <li>
                <a className="button" href={APP_STORE_LINKS.ios} rel="noopener noreferrer">
                  {t.footer.ios}
                </a>
              </li>
            </ul>
          ) : null}
        </section>

        <section className="page-section" aria-labelledby="who-for">
          <h2 id="who-for">{pagesText.whoFor}</h2>
          <p>{copy(service.audience)}</p>
        </section>

        <nav className="page-section" aria-labelledby="more-digital">
          <h2 id="more-digital">{pagesText.digital.moreDigital}</h2>
          <ul className="chip-list">
            {SCREENS.filter((other) => other !== screen).map((other) => {
              const route = findRoute(prefix, "bank", other);
              return route ? (
                <li key={other}>
                  <Link to={route.href}>{brand(t.screens[other].title, prefix)}</Link>
                </li>
              ) : null;
            })}
          </ul>
        </nav>
      </div>
    </>
  );
}
