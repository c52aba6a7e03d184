import { useLocation, useSearchParams } from "react-router";
import { getSiteOfPath } from "#domain/site.ts";
import {
  DISCOUNT_HOUSE_INTRO,
  DISCOUNT_HOUSE_SERVICES,
  PROPERTIES_INTRO,
  PROPERTY_SERVICES,
  type Service,
} from "#content/pages/services.ts";
import { inLanguage, type InLanguage } from "#content/pages/types.ts";
import { revalidateOnLanguageChange } from "#app/i18n/language-revalidation.ts";
import { getRequestLanguage } from "#app/i18n/request-language.ts";
import { getServices } from "#app/services.server.ts";
import { FilterTabs } from "#app/components/filter-tabs.tsx";
import { PageIcon } from "#app/components/page-icon.tsx";
import { findByQueryType, queryTypeHref } from "#app/features/pages/query-type.ts";
import { useCopy } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/services.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/**
 * The company's services in the visitor's language (ADR 025): the screen's code carries no
 * copy. `?type=` only chooses among them, in the browser, so it needs no new data.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const site = getSiteOfPath(getServices(context).config.SITE_PREFIX, new URL(request.url).pathname)?.id;
  const { lang } = getRequestLanguage(request);
  const isProperties = site === "properties";
  return {
    site,
    intro: inLanguage(isProperties ? PROPERTIES_INTRO : DISCOUNT_HOUSE_INTRO, lang),
    services: inLanguage<Service[]>(isProperties ? PROPERTY_SERVICES : DISCOUNT_HOUSE_SERVICES, lang),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

/**
 * The discount house's and the property company's services (one module, chosen by route id).
 * `?type=` shows one service (spec §2); no type or an unknown one shows them all.
 */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { site, intro, services } = loaderData;
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const isProperties = site === "properties";
  const labels: Record<string, string> = isProperties ? pagesText.services.properties : pagesText.services.discountHouse;
  const selected = findByQueryType(services, searchParams.get("type"));
  const shown = selected ? [selected] : services;
  const tabs = [
    { key: "all", label: pagesText.services.all, href: queryTypeHref(pathname, undefined), isCurrent: !selected },
    ...services.map((service) => ({
      key: service.id,
      label: labels[service.id] ?? copy(service.title),
      href: queryTypeHref(pathname, service.query),
      isCurrent: service === selected,
    })),
  ];
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        <p className="page-lede">{copy(intro)}</p>
        <FilterTabs label={pagesText.services.tabsLabel} tabs={tabs} />
        <div className="service-list" key={selected?.id ?? "all"}>
          {shown.map((service) => (
            <ServiceView key={service.id} service={service} />
          ))}
        </div>
      </div>
    </>
  );
}

function ServiceView({ service }: { service: InLanguage<Service> }) {
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const headingId = `service-${service.id}`;
  return (
    <article className="page-card service card-in card-in--up" aria-labelledby={headingId} data-service={service.id}>
      <PageIcon name={service.icon} className="page-card__icon" />
      <h2 id={headingId} className="page-card__title">
        {copy(service.title)}
      </h2>
      <p>{copy(service.summary)}</p>
      <h3>{pagesText.services.includes}</h3>
      <ul className="tick-list">
        {service.points.map((point) => (
          <li key={point}>{copy(point)}</li>
        ))}
      </ul>
      <h3>{pagesText.whoFor}</h3>
      <p>{copy(service.audience)}</p>
    </article>
  );
}
