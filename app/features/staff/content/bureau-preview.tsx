import { useMemo } from "react";
import { useOpeningClock } from "#app/components/use-opening-clock.ts";
import { BureauCard, type BureauLocation } from "#app/features/bureaus/bureau-card.tsx";

/*
 * A money bureau outlet's card as the bureau's locations page lists it. Loaded only when an outlet
 * is previewed; the card comes with the locations page's own chunk (vite.config.ts group
 * "locations-page", ADR 075).
 */

/** The outlet's card, its open-now line at the editor's clock; "Show on the map" has no map here. */
export default function BureauPreview({ location }: { location: BureauLocation }) {
  const weeks = useMemo(() => [location.weekly_hours], [location.weekly_hours]);
  const clock = useOpeningClock(weeks);
  return (
    <ul className="card-grid staff-preview__list">
      <BureauCard location={location} onShowOnMap={() => {}} clock={clock} />
    </ul>
  );
}
