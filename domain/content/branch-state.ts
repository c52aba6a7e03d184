// No zod here: the branch locator runs this in the browser.
import { appendRecords } from "../record-list.ts";
import type { Branch } from "./schemas/branch.ts";

/** Spec §3: the three regions, in the order the locator shows them. */
export const BRANCH_REGIONS = ["Central", "Northern", "Southern"] as const;
export type BranchRegion = (typeof BRANCH_REGIONS)[number];

/** What the branch state needs of a branch (the API's Branch has all of it). */
export type BranchRecord = Pick<Branch, "id" | "created_at" | "name" | "region_name" | "latitude" | "longtude">;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Spec §3 branch state: the list, the staff's edit mode and form flags (state only: the staff
 * screens are not shown), the branch being edited, the preview, the selected branch, the
 * branches to display and the loading flag; plus the visitor's filter and "nearest to me" origin.
 */
export interface BranchState<B extends BranchRecord = Branch> {
  branches: B[];
  editMode: boolean;
  showAddForm: boolean;
  showEditForm: boolean;
  branchBeingEdited: B | undefined;
  previewBranch: B | undefined;
  selectedBranch: B | undefined;
  branchesToDisplay: B[];
  filter: string;
  /** When set, the branches to display are sorted nearest first. */
  origin: Coordinates | undefined;
  /** On at start; off when a paged load returns an empty page (spec §4). */
  loading: boolean;
}

/** Great-circle distance in kilometres (haversine). */
export function getDistanceKm(from: Coordinates, to: Coordinates): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = toRadians(to.latitude - from.latitude);
  const dLongitude = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 + Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Where a branch is (the wire's `longtude` read once, here). */
export function getBranchCoordinates(branch: BranchRecord): Coordinates {
  return { latitude: branch.latitude, longitude: branch.longtude };
}

/** A maps link with directions to a place (opens the visitor's maps app on a phone). */
export function getDirectionsUrl(to: Coordinates): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${to.latitude},${to.longitude}`;
}

/** Whether a branch's name contains the text, ignoring case. */
function matchesFilter(branch: BranchRecord, filter: string): boolean {
  return branch.name.toLocaleLowerCase().includes(filter.trim().toLocaleLowerCase());
}

/**
 * Recomputes what is displayed and keeps the selection valid: the selected branch defaults to the
 * first. Exported for branch-edit-state.ts, the console's moves.
 */
export function refreshBranchState<B extends BranchRecord>(state: BranchState<B>, selectFirst: boolean): BranchState<B> {
  const { filter, origin } = state;
  let display = filter.trim() === "" ? state.branches : state.branches.filter((branch) => matchesFilter(branch, filter));
  if (origin) {
    display = [...display].sort((a, b) => getDistanceKm(origin, getBranchCoordinates(a)) - getDistanceKm(origin, getBranchCoordinates(b)));
  }
  const stillShown = state.selectedBranch ? display.find((branch) => branch.id === state.selectedBranch!.id) : undefined;
  const selectedBranch = selectFirst ? display[0] : (stillShown ?? display[0]);
  return { ...state, branchesToDisplay: display, selectedBranch };
}

/** The state at start: loading, with the branches the page was rendered with (if any). */
export function createBranchState<B extends BranchRecord>(branches: readonly B[] = []): BranchState<B> {
  return refreshBranchState(
    {
      branches: [...branches],
      editMode: false,
      showAddForm: false,
      showEditForm: false,
      branchBeingEdited: undefined,
      previewBranch: undefined,
      selectedBranch: undefined,
      branchesToDisplay: [],
      filter: "",
      origin: undefined,
      loading: true,
    },
    true,
  );
}

/** Spec §4 load: one page of a paged load; an empty page ends the loading. */
export function loadBranches<B extends BranchRecord>(state: BranchState<B>, page: readonly B[]): BranchState<B> {
  if (page.length === 0) return { ...state, loading: false };
  return refreshBranchState({ ...state, branches: appendRecords(state.branches, page) }, false);
}

/** Spec §4 add: at the end of the list (replacing a copy with the same id). */
export function addBranch<B extends BranchRecord>(state: BranchState<B>, branch: B): BranchState<B> {
  return refreshBranchState({ ...state, branches: [...state.branches.filter((item) => item.id !== branch.id), branch] }, false);
}

/**
 * Spec §4 filter: the first branch whose name contains the text (any case) becomes the current
 * one; with no match the list is emptied and the current branch cleared. An empty filter shows all.
 */
export function filterBranches<B extends BranchRecord>(state: BranchState<B>, filter: string): BranchState<B> {
  return refreshBranchState({ ...state, filter }, true);
}

/** Makes a displayed branch the current one; an id not displayed changes nothing. */
export function selectBranch<B extends BranchRecord>(state: BranchState<B>, id: string): BranchState<B> {
  const branch = state.branchesToDisplay.find((item) => item.id === id);
  return branch ? { ...state, selectedBranch: branch } : state;
}

/** Sorts the displayed branches nearest to the visitor first and selects the nearest (undefined: back to list order). */
export function sortBranchesByDistance<B extends BranchRecord>(state: BranchState<B>, origin: Coordinates | undefined): BranchState<B> {
  return refreshBranchState({ ...state, origin }, true);
}

/** Region by region (spec order), then by name: the order the locator lists them in. */
export function sortBranchesForDisplay<B extends BranchRecord>(branches: readonly B[]): B[] {
  const regionIndex = (branch: B) => {
    const index = (BRANCH_REGIONS as readonly string[]).indexOf(branch.region_name);
    return index === -1 ? BRANCH_REGIONS.length : index;
  };
  return [...branches].sort((a, b) => regionIndex(a) - regionIndex(b) || a.name.localeCompare(b.name, "en"));
}

/** The branches of each region, regions in spec order, empty regions left out; names in list order. */
export function groupBranchesByRegion<B extends BranchRecord>(branches: readonly B[]): Array<{ region: BranchRegion; branches: B[] }> {
  return BRANCH_REGIONS.map((region) => ({ region, branches: branches.filter((branch) => branch.region_name === region) })).filter(
    (group) => group.branches.length > 0,
  );
}
