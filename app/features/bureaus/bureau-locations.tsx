import { useCallback, useId, useMemo, useState } from "react";
import { PlaceMap, type MapPoint, type ShowOnMapRequest } from "#app/features/branches/branch-map.tsx";
import { useOpeningClock, type OpeningClock } from "#app/components/use-opening-clock.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import { bureausMessages } from "./bureaus-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { BureauCard, type BureauLocation } from "./bureau-card.tsx";
import "./bureaus.css";

export type { BureauLocation };

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
  return (
    <ul className="card-grid">
      {locations.map((location) => (
        <BureauCard key={location.id} location={location} onShowOnMap={onShowOnMap} clock={clock} />
      ))}
    </ul>
  );
}
