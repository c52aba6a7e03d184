import { describe, expect, it } from "vitest";
import {
  closeBranchForms,
  deleteBranch,
  openAddForm,
  openEditForm,
  prependBranch,
  setBranches,
  setEditMode,
  setPreviewBranch,
  updateBranch,
} from "./branch-edit-state.ts";
import {
  addBranch,
  createBranchState,
  filterBranches,
  getDirectionsUrl,
  getDistanceKm,
  groupBranchesByRegion,
  loadBranches,
  selectBranch,
  sortBranchesByDistance,
  sortBranchesForDisplay,
  type BranchRecord,
} from "./branch-state.ts";

let next = 0;
function branch(name: string, region: BranchRecord["region_name"] = "Central", at: [number, number] = [-13.98, 33.78]): BranchRecord {
  next++;
  return {
    id: `id-${name.toLowerCase().replaceAll(" ", "-")}`,
    created_at: `2025-01-01T00:00:${String(next % 60).padStart(2, "0")}.000Z`,
    name,
    region_name: region,
    latitude: at[0],
    longtude: at[1],
  };
}

const lilongwe = branch("Lilongwe Branch", "Central", [-13.9862, 33.7818]);
const capital = branch("Capital City Branch", "Central", [-13.9558, 33.7862]);
const mzuzu = branch("Mzuzu Branch", "Northern", [-11.4656, 34.0207]);
const blantyre = branch("Blantyre Branch", "Southern", [-15.7861, 35.0058]);
const limbe = branch("Limbe ATM", "Southern", [-15.8114, 35.0506]);

describe("branch state (spec §3, §4)", () => {
  it("starts loading, with the first branch selected", () => {
    const state = createBranchState([lilongwe, capital]);
    expect(state.loading).toBe(true);
    expect(state.selectedBranch).toBe(lilongwe);
    expect(state.branchesToDisplay).toEqual([lilongwe, capital]);
    expect(createBranchState().selectedBranch).toBeUndefined();
  });

  it("keeps loading while pages arrive and stops on an empty page", () => {
    let state = createBranchState<BranchRecord>();
    state = loadBranches(state, [lilongwe, capital]);
    expect(state.loading).toBe(true);
    expect(state.selectedBranch).toBe(lilongwe);
    state = loadBranches(state, [mzuzu]);
    expect(state.branches).toEqual([lilongwe, capital, mzuzu]);
    expect(state.loading).toBe(true);
    state = loadBranches(state, []);
    expect(state.loading).toBe(false);
    expect(state.branches).toHaveLength(3);
  });

  it("adds at the end and prepends at the front", () => {
    let state = createBranchState([lilongwe]);
    state = addBranch(state, mzuzu);
    expect(state.branches).toEqual([lilongwe, mzuzu]);
    state = prependBranch(state, blantyre);
    expect(state.branches).toEqual([blantyre, lilongwe, mzuzu]);
    expect(state.branchesToDisplay).toEqual([blantyre, lilongwe, mzuzu]);
    // The selection stays on the branch that was selected.
    expect(state.selectedBranch).toBe(lilongwe);
  });

  it("deletes by _id; deleting the selected branch selects the first", () => {
    let state = createBranchState([lilongwe, capital, mzuzu]);
    state = deleteBranch(state, capital.id);
    expect(state.branches).toEqual([lilongwe, mzuzu]);
    state = deleteBranch(state, lilongwe.id);
    expect(state.selectedBranch).toBe(mzuzu);
    expect(deleteBranch(state, "no-such-id").branches).toEqual([mzuzu]);
  });

  it("updates by id, and an update of an unknown id prepends the branch", () => {
    let state = createBranchState([lilongwe, capital]);
    const renamed = { ...capital, name: "Capital City Service Centre" };
    state = updateBranch(state, renamed);
    expect(state.branches).toEqual([lilongwe, renamed]);
    state = updateBranch(state, mzuzu);
    expect(state.branches).toEqual([mzuzu, lilongwe, renamed]);
  });

  it("keeps the selected branch's newest copy after an update", () => {
    let state = selectBranch(createBranchState([lilongwe, capital]), capital.id);
    const renamed = { ...capital, name: "Capital City Centre" };
    state = updateBranch(state, renamed);
    expect(state.selectedBranch).toBe(renamed);
  });

  it("filtering makes the first branch whose name contains the text (any case) the current one", () => {
    let state = createBranchState([lilongwe, capital, mzuzu, blantyre, limbe]);
    state = selectBranch(state, mzuzu.id);
    state = filterBranches(state, "bRaNcH");
    expect(state.selectedBranch).toBe(lilongwe);
    state = filterBranches(state, "  limbe ");
    expect(state.branchesToDisplay).toEqual([limbe]);
    expect(state.selectedBranch).toBe(limbe);
    state = filterBranches(state, "city");
    expect(state.selectedBranch).toBe(capital);
  });

  it("with no match, empties the list and clears the current branch; an empty filter shows all again", () => {
    let state = createBranchState([lilongwe, capital]);
    state = filterBranches(state, "Karonga");
    expect(state.branchesToDisplay).toEqual([]);
    expect(state.selectedBranch).toBeUndefined();
    expect(state.branches).toHaveLength(2);
    state = filterBranches(state, "");
    expect(state.branchesToDisplay).toEqual([lilongwe, capital]);
    expect(state.selectedBranch).toBe(lilongwe);
  });

  it("keeps the filter when the list changes live", () => {
    let state = filterBranches(createBranchState([lilongwe, mzuzu]), "mzuzu");
    const mzuzuCity = branch("Mzuzu City ATM", "Northern");
    state = prependBranch(state, mzuzuCity);
    expect(state.branchesToDisplay).toEqual([mzuzuCity, mzuzu]);
    expect(state.selectedBranch).toBe(mzuzu);
    state = setBranches(state, [lilongwe], { loaded: true });
    expect(state.branchesToDisplay).toEqual([]);
    expect(state.selectedBranch).toBeUndefined();
    expect(state.loading).toBe(false);
  });

  it("selects only a displayed branch", () => {
    const state = filterBranches(createBranchState([lilongwe, mzuzu]), "mzuzu");
    expect(selectBranch(state, lilongwe.id)).toBe(state);
    expect(selectBranch(state, mzuzu.id).selectedBranch).toBe(mzuzu);
  });

  it("sorts nearest first from the visitor and selects the nearest; clearing goes back to list order", () => {
    const inBlantyre = { latitude: -15.79, longitude: 35.0 };
    let state = createBranchState([lilongwe, mzuzu, limbe, blantyre]);
    state = sortBranchesByDistance(state, inBlantyre);
    expect(state.branchesToDisplay.map((item) => item.name)).toEqual(["Blantyre Branch", "Limbe ATM", "Lilongwe Branch", "Mzuzu Branch"]);
    expect(state.selectedBranch).toBe(blantyre);
    state = sortBranchesByDistance(state, undefined);
    expect(state.branchesToDisplay).toEqual([lilongwe, mzuzu, limbe, blantyre]);
  });

  it("holds the staff's edit mode and form flags (state only)", () => {
    let state = createBranchState([lilongwe]);
    state = setEditMode(state, true);
    state = openAddForm(state);
    expect([state.editMode, state.showAddForm, state.showEditForm]).toEqual([true, true, false]);
    state = openEditForm(state, lilongwe);
    expect([state.showAddForm, state.showEditForm, state.branchBeingEdited]).toEqual([false, true, lilongwe]);
    state = setPreviewBranch(state, lilongwe);
    expect(state.previewBranch).toBe(lilongwe);
    expect(deleteBranch(state, lilongwe.id)).toMatchObject({ branchBeingEdited: undefined, previewBranch: undefined });
    state = closeBranchForms(state);
    expect([state.showAddForm, state.showEditForm, state.branchBeingEdited]).toEqual([false, false, undefined]);
    state = setEditMode(openAddForm(state), false);
    expect([state.editMode, state.showAddForm]).toEqual([false, false]);
  });

  it("lists region by region (Central, Northern, Southern), then by name", () => {
    const sorted = sortBranchesForDisplay([limbe, mzuzu, lilongwe, blantyre, capital]);
    expect(sorted.map((item) => item.name)).toEqual([
      "Capital City Branch",
      "Lilongwe Branch",
      "Mzuzu Branch",
      "Blantyre Branch",
      "Limbe ATM",
    ]);
    expect(groupBranchesByRegion(sorted).map((group) => [group.region, group.branches.length])).toEqual([
      ["Central", 2],
      ["Northern", 1],
      ["Southern", 2],
    ]);
    expect(groupBranchesByRegion([mzuzu]).map((group) => group.region)).toEqual(["Northern"]);
  });

  it("measures distances and links to directions", () => {
    const km = getDistanceKm({ latitude: -13.9626, longitude: 33.7741 }, { latitude: -15.7861, longitude: 35.0058 });
    expect(km).toBeGreaterThan(235);
    expect(km).toBeLessThan(250);
    expect(getDistanceKm({ latitude: -13, longitude: 34 }, { latitude: -13, longitude: 34 })).toBe(0);
    expect(getDirectionsUrl({ latitude: -13.9862, longitude: 33.7818 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-13.9862,33.7818",
    );
  });
});
