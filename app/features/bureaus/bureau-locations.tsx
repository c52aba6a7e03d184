import { useCallback, useId, useMemo, useState } from "react";
import { pick, type Bilingual } from "#domain/language.ts";
import { formatPhoneNumber } from "#domain/phone-number.ts";
import { PlaceMap, type MapPoint, type ShowOnMapRequest } from "#app/features/branches/branch-map.tsx";
import { OpeningStatus } from "#app/components/opening-status.tsx";
import { useOpeningClock, type OpeningClock } from "#app/components/use-opening-clock.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import type { WeeklyHours } from "#domain/content/opening-state.ts";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import { bureausMessages } from "./bureaus-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./bureaus.css";

/** A money bureau location as the API answers it (browser store `moneybureauLocations`), the fields the list reads. */
export interface BureauLocation {
  id: string;
  created_at: string;
  name: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  /** Null when the back office gave none: the card leaves the line out. */
  opening_hours: Bilingual | null;
  /** The week in times ("open now"); null or absent: the text above alone. */
  weekly_hours?: WeeklyHours | null;
}

/** Spec §2 money bureau partners (content/transfer-partners.json). */
export interface TransferPartner {
  title: string;
  href: string;
  logo: string;
}

/** The bureaus on a map and with address, phone, e-mail and hours (live), then the money-transfer partners. */
export function BureauLocations({ locations, partners }: { locations: BureauLocation[]; partners: TransferPartner[] }) {
  const bureausText = useScreenMessages(bureausMessages);
  const live = useLiveCollection<BureauLocation>("money_bureau_locations", locations);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const [showRequest, setShowRequest] = useState<ShowOnMapRequest>();
  // A card's "Show on the map": the map in view (loaded first if it waits), the keyboard on the
  // bureau's marker, its popup open.
  const showOnMap = useCallback((id: string) => {
    setSelectedId(id);
    setShowRequest({ id });
  }, []);
  const weeks = useMemo(() => live.map((location) => location.weekly_hours), [live]);
  const clock = useOpeningClock(weeks);
  const [openNowOnly, setOpenNowOnly] = useState(false);
  const openNowId = useId();
  const { now, holidays, logic } = clock;
  // The filter works once the visitor's clock is known (after hydration); the server renders every outlet.
  const shown = openNowOnly && now && logic ? live.filter((location) => logic.isOpenAt(location.weekly_hours, holidays, now)) : live;
  return (
    <div className="container bureaus">
      <section aria-labelledby="bureaus-heading">
        <h2 id="bureaus-heading" className="bureaus__heading">
          {bureausText.heading}
        </h2>
        {live.length === 0 ? (
          <p className="empty-note">{bureausText.empty}</p>
        ) : (
          <>
            <div className="bureaus__open-now">
              <input id={openNowId} type="checkbox" checked={openNowOnly} onChange={(event) => setOpenNowOnly(event.target.checked)} />
              <label htmlFor={openNowId}>{bureausText.openNowOnly}</label>
            </div>
            <p className="visually-hidden" role="status">
              {openNowOnly ? bureausText.openNowCount(shown.length) : ""}
            </p>
            <BureauMap locations={shown} selectedId={selectedId} onSelect={setSelectedId} showRequest={showRequest} />
            <BureauList locations={shown} onShowOnMap={showOnMap} clock={clock} />
          </>
        )}
      </section>
      <section aria-labelledby="partners-heading" className="partners">
        <h2 id="partners-heading" className="bureaus__heading">
          {bureausText.partnersHeading}
        </h2>
        <p>{bureausText.partnersIntro}</p>
        <ul className="card-grid partners__list">
          {partners.map((partner) => (
            <li key={partner.href}>
              <a className="partner" href={partner.href} target="_blank" rel="noopener noreferrer">
                <img className="partner__logo" src={partner.logo} alt="" width={240} height={120} loading="lazy" decoding="async" />
                <span className="visually-hidden">{partner.title}</span>
                <span className="visually-hidden"> {bureausText.opensNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The bureaus with coordinates on the branch locator's map, fitted to them; a marker opens a popup
 * with the bureau's name and address. Leaflet loads as `PlaceMap` says: in view, or on request.
 */
function BureauMap({
  locations,
  selectedId,
  onSelect,
  showRequest,
}: {
  locations: BureauLocation[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  showRequest: ShowOnMapRequest | undefined;
}) {
  const { tileUrl } = useSite();
  const bureausText = useScreenMessages(bureausMessages);
  const points = useMemo(
    () =>
      locations
        .filter((location) => Number.isFinite(location.latitude) && Number.isFinite(location.longitude))
        .map((location): MapPoint => ({
          id: location.id,
          name: location.name,
          latitude: location.latitude,
          longitude: location.longitude,
          popupLines: [`${location.address}, ${location.city}`],
        })),
    [locations],
  );
  if (points.length === 0) return null;
  return (
    <div className="bureaus__map">
      <PlaceMap
        points={points}
        labels={bureausText.map}
        tileUrl={tileUrl}
        selectedId={selectedId}
        onSelect={onSelect}
        showRequest={showRequest}
      />
    </div>
  );
}

function BureauList({
  locations,
  onShowOnMap,
  clock,
}: {
  locations: BureauLocation[];
  onShowOnMap: (id: string) => void;
  clock: OpeningClock;
}) {
  const { lang } = useSite();
  const bureausText = useScreenMessages(bureausMessages);
  return (
    <ul className="card-grid">
      {locations.map((location) => (
        <li key={location.id} className="bureau-card">
          <article aria-labelledby={`bureau-${location.id}`}>
            <h3 id={`bureau-${location.id}`} className="bureau-card__name">
              {location.name}
            </h3>
            <OpeningStatus hours={location.weekly_hours} clock={clock} lang={lang} />
            <dl className="bureau-card__facts">
              <div>
                <dt>{bureausText.address}</dt>
                <dd>{`${location.address}, ${location.city}`}</dd>
              </div>
              <div>
                <dt>{bureausText.phone}</dt>
                <dd>
                  <a href={`tel:${location.phone}`} aria-label={`${bureausText.call(location.name)}: ${formatPhoneNumber(location.phone)}`}>
                    {formatPhoneNumber(location.phone)}
                  </a>
                </dd>
              </div>
              {location.email ? (
                <div>
                  <dt>{bureausText.email}</dt>
                  <dd>
                    <a href={`mailto:${location.email}`}>{location.email}</a>
                  </dd>
                </div>
              ) : null}
              {location.opening_hours ? (
                <div>
                  <dt>{bureausText.hours}</dt>
                  <dd>{pick(location.opening_hours, lang)}</dd>
                </div>
              ) : null}
            </dl>
            {Number.isFinite(location.latitude) && Number.isFinite(location.longitude) ? (
              <button
                type="button"
                className="bureau-card__show"
                onClick={() => onShowOnMap(location.id)}
                aria-label={`${bureausText.showOnMap}: ${location.name}`}
              >
                {bureausText.showOnMap}
              </button>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
