import { useCallback, useId, useMemo, useState } from "react";
import {
  createBranchState,
  filterBranches,
  getBranchCoordinates,
  getDistanceKm,
  groupBranchesByRegion,
  loadBranches,
  selectBranch,
  sortBranchesByDistance,
  sortBranchesForDisplay,
  type BranchState,
  type Coordinates,
} from "#domain/content/branch-state.ts";
import { formatNumber } from "#domain/language.ts";
import type { Branch } from "#domain/content/schemas/branch.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useLiveCollection, useLiveCollectionStatus } from "#app/live/use-live-collection.ts";
import { BranchCard } from "./branch-card.tsx";
import { useOpeningClock } from "#app/components/use-opening-clock.ts";
import { BranchMap, type ShowOnMapRequest } from "./branch-map.tsx";
import { useNearestBranches } from "./use-nearest-branches.ts";
import { branchesMessages } from "./branches-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./branches.css";

/** The branch state of what the visitor chose, derived from the live list (spec §4 rules in domain/content/branch-state.ts). */
function deriveState(
  branches: readonly Branch[],
  isLoaded: boolean,
  filter: string,
  origin: Coordinates | undefined,
  selectedId: string | undefined,
): BranchState<Branch> {
  let state = createBranchState(sortBranchesForDisplay(branches));
  if (isLoaded) state = loadBranches(state, []);
  if (filter !== "") state = filterBranches(state, filter);
  if (origin) state = sortBranchesByDistance(state, origin);
  if (selectedId) state = selectBranch(state, selectedId);
  return state;
}

/**
 * The branch and ATM locator (spec §2-§4): a filter by name, "nearest to me", the branches by
 * region with their details, and a map. The list is the main UI and is server-rendered; the map
 * is an enhancement that loads after hydration.
 */
export function BranchLocator({ branches: initialBranches }: { branches: Branch[] }) {
  const { lang, tileUrl } = useSite();
  const branchesText = useScreenMessages(branchesMessages);
  const branches = useLiveCollection("branches", initialBranches);
  const { source, loading: isReloading } = useLiveCollectionStatus("branches");
  const [filter, setFilter] = useState("");
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const [showRequest, setShowRequest] = useState<ShowOnMapRequest>();
  const nearest = useNearestBranches();
  const state = useMemo(
    () => deriveState(branches, source === "server", filter, nearest.origin, selectedId),
    [branches, source, filter, nearest.origin, selectedId],
  );
  const filterId = useId();
  const statusId = useId();
  const openNowId = useId();
  const [openNowOnly, setOpenNowOnly] = useState(false);
  const weeks = useMemo(() => branches.map((branch) => branch.weekly_hours), [branches]);
  const clock = useOpeningClock(weeks);
  const { now, holidays, logic } = clock;
  // The filter works once the visitor's clock is known (after hydration); the server renders every branch.
  const shown = useMemo(
    () =>
      openNowOnly && now && logic
        ? state.branchesToDisplay.filter((branch) => logic.isOpenAt(branch.weekly_hours, holidays, now))
        : state.branchesToDisplay,
    [openNowOnly, now, holidays, logic, state.branchesToDisplay],
  );

  const onFilter = (value: string) => {
    setFilter(value);
    // Spec §4: typing makes the first match the current branch.
    setSelectedId(undefined);
  };

  const onSelectFromMap = useCallback((id: string) => {
    setSelectedId(id);
    const card = document.getElementById(`branch-${id}`);
    card?.scrollIntoView({ block: "nearest" });
    card?.focus({ preventScroll: true });
  }, []);

  const selected = state.selectedBranch;
  const count = shown.length;
  const distanceOf = (branch: Branch) =>
    nearest.origin ? formatNumber(getDistanceKm(nearest.origin, getBranchCoordinates(branch)), 1) : undefined;
  // The map comes into view (loaded first if it waits) with the keyboard on the branch's marker.
  const showOnMap = (id: string) => {
    setSelectedId(id);
    setShowRequest({ id });
  };
  const renderCard = (branch: Branch) => (
    <BranchCard
      key={branch.id}
      branch={branch}
      lang={lang}
      isSelected={branch.id === selected?.id}
      distanceKm={distanceOf(branch)}
      onSelect={() => showOnMap(branch.id)}
      clock={clock}
    />
  );

  return (
    <div className="container branch-locator">
      <div className="branch-locator__tools" role="search">
        <div className="branch-locator__filter">
          <label htmlFor={filterId}>{branchesText.filterLabel}</label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => onFilter(event.target.value)}
            placeholder={branchesText.filterPlaceholder}
            autoComplete="off"
            aria-describedby={statusId}
            aria-controls="branch-list"
          />
        </div>
        <div className="branch-locator__open-now">
          <input
            id={openNowId}
            type="checkbox"
            checked={openNowOnly}
            onChange={(event) => setOpenNowOnly(event.target.checked)}
            aria-describedby={statusId}
            aria-controls="branch-list"
          />
          <label htmlFor={openNowId}>{branchesText.openNowOnly}</label>
        </div>
        <div className="branch-locator__nearest">
          {nearest.origin ? (
            <button type="button" className="button button--secondary" onClick={nearest.clear}>
              {branchesText.showByRegion}
            </button>
          ) : (
            <button
              type="button"
              className="button"
              onClick={nearest.locate}
              disabled={nearest.status === "locating"}
              aria-describedby={statusId}
            >
              {branchesText.nearest}
            </button>
          )}
        </div>
      </div>

      <div id={statusId} className="branch-locator__status" role="status" aria-live="polite">
        {count === 0 ? (
          <p className="branch-locator__no-match">{branchesText.noMatch}</p>
        ) : filter !== "" || openNowOnly ? (
          <p>{branchesText.found(count)}</p>
        ) : null}
        {nearest.status === "locating" ? <p>{branchesText.locating}</p> : null}
        {nearest.status === "located" ? <p>{branchesText.sortedByDistance}</p> : null}
        {nearest.status === "denied" ? <p className="branch-locator__warning">{branchesText.locationDenied}</p> : null}
        {nearest.status === "unavailable" ? <p className="branch-locator__warning">{branchesText.locationUnavailable}</p> : null}
      </div>

      <div className="branch-locator__layout">
        <div id="branch-list" className="branch-locator__list" aria-busy={isReloading || undefined}>
          {nearest.origin ? (
            <section aria-labelledby="branches-nearest">
              <h2 id="branches-nearest">{branchesText.nearestFirst}</h2>
              <ol className="branch-list">{shown.map(renderCard)}</ol>
            </section>
          ) : (
            groupBranchesByRegion(shown).map((group) => (
              <section key={group.region} aria-labelledby={`region-${group.region}`}>
                <h2 id={`region-${group.region}`}>{branchesText.regions[group.region]}</h2>
                <ul className="branch-list">{group.branches.map(renderCard)}</ul>
              </section>
            ))
          )}
        </div>
        <div className="branch-locator__map">
          <BranchMap branches={shown} selectedId={selected?.id} onSelect={onSelectFromMap} tileUrl={tileUrl} showRequest={showRequest} />
        </div>
      </div>
    </div>
  );
}
