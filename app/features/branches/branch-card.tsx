import { getBranchCoordinates, getDirectionsUrl } from "#domain/content/branch-state.ts";
import type { Language } from "#domain/language.ts";
import { formatPhoneNumber } from "#domain/phone-number.ts";
import type { Branch } from "#domain/content/schemas/branch.ts";
import { branchesMessages } from "./branches-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { OpeningStatus } from "#app/components/opening-status.tsx";
import type { OpeningClock } from "#app/components/use-opening-clock.ts";

interface BranchCardProps {
  branch: Branch;
  lang: Language;
  isSelected: boolean;
  /** Distance from the visitor, already formatted, when sorted nearest first. */
  distanceKm: string | undefined;
  onSelect: () => void;
  /** The time "open now" is worked out at (none on the server). */
  clock: OpeningClock;
}

/** One branch, ATM or agency with its details: address, phone, e-mail, hours and directions. */
export function BranchCard({ branch, lang, isSelected, distanceKm, onSelect, clock }: BranchCardProps) {
  const branchesText = useScreenMessages(branchesMessages);
  const headingId = `branch-${branch.id}-name`;
  return (
    <li
      id={`branch-${branch.id}`}
      className="branch-card"
      data-selected={isSelected || undefined}
      aria-current={isSelected ? "true" : undefined}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <div className="branch-card__head">
        <h3 id={headingId} className="branch-card__name">
          {branch.name}
        </h3>
        <span className="branch-card__kind">{branchesText.kinds[branch.kind]}</span>
      </div>
      <OpeningStatus hours={branch.weekly_hours} clock={clock} lang={lang} />
      {distanceKm ? <p className="branch-card__distance">{branchesText.distance(distanceKm)}</p> : null}
      <dl className="branch-card__details">
        <dt>{branchesText.address}</dt>
        <dd>{branch.address}</dd>
        <dt>{branchesText.phone}</dt>
        <dd>
          <a href={`tel:${branch.phone}`}>{formatPhoneNumber(branch.phone)}</a>
        </dd>
        {branch.email ? (
          <>
            <dt>{branchesText.email}</dt>
            <dd>
              <a href={`mailto:${branch.email}`}>
                <EmailAddress address={branch.email} />
              </a>
            </dd>
          </>
        ) : null}
        {branch.opening_hours ? (
          <>
            <dt>{branchesText.openingHours}</dt>
            <dd>{branch.opening_hours[lang]}</dd>
          </>
        ) : null}
      </dl>
      <div className="branch-card__actions">
        <a
          className="branch-card__directions"
          href={getDirectionsUrl(getBranchCoordinates(branch))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {branchesText.directions}
          <span className="visually-hidden">{` ${branchesText.directionsTo(branch.name)}`}</span>
        </a>
        <button
          type="button"
          className="branch-card__show"
          onClick={onSelect}
          aria-pressed={isSelected}
          aria-label={`${branchesText.showOnMap}: ${branch.name}`}
        >
          {branchesText.showOnMap}
        </button>
      </div>
    </li>
  );
}

/** An e-mail address that may wrap only before its "@", never inside a word. */
function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
