import { pick, type Bilingual } from "#domain/language.ts";
import { formatPhoneNumber } from "#domain/phone-number.ts";
import type { WeeklyHours } from "#domain/content/opening-state.ts";
import { OpeningStatus } from "#app/components/opening-status.tsx";
import type { OpeningClock } from "#app/components/use-opening-clock.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { bureausMessages } from "./bureaus-messages.ts";
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

/**
 * One bureau's card: its name, open-now line, address, phone, e-mail and hours, and a button that
 * shows it on the map (the locations page's list; the console's preview draws it too).
 */
export function BureauCard({
  location,
  onShowOnMap,
  clock,
}: {
  location: BureauLocation;
  onShowOnMap: (id: string) => void;
  clock: OpeningClock;
}) {
  const { lang } = useSite();
  const bureausText = useScreenMessages(bureausMessages);
  return (
    <li className="bureau-card">
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
  );
}
