// The branch editor's moves on spec §3 branch state (the staff console's): kept apart from the
// locator's (branch-state.ts), so a visitor's page does not download them (the 130 KB budget).
import { prependRecord, removeRecord, updateRecord } from "../record-list.ts";
import { refreshBranchState, type BranchRecord, type BranchState } from "./branch-state.ts";

/** Replaces the whole list (a full reload, or the live store changed), keeping filter and selection. */
export function setBranches<B extends BranchRecord>(
  state: BranchState<B>,
  branches: readonly B[],
  options: { loaded?: boolean } = {},
): BranchState<B> {
  return refreshBranchState({ ...state, branches: [...branches], loading: options.loaded ? false : state.loading }, false);
}

/** Spec §4 prepend: at the front of the list (a newly created branch). */
export function prependBranch<B extends BranchRecord>(state: BranchState<B>, branch: B): BranchState<B> {
  return refreshBranchState({ ...state, branches: prependRecord(state.branches, branch) }, false);
}

/** Spec §4 delete by `_id`. */
export function deleteBranch<B extends BranchRecord>(state: BranchState<B>, _id: string): BranchState<B> {
  const branchBeingEdited = state.branchBeingEdited?.id === _id ? undefined : state.branchBeingEdited;
  const previewBranch = state.previewBranch?.id === _id ? undefined : state.previewBranch;
  return refreshBranchState({ ...state, branches: removeRecord(state.branches, _id), branchBeingEdited, previewBranch }, false);
}

/** Spec §4 update by id; an unknown id prepends the branch. */
export function updateBranch<B extends BranchRecord>(state: BranchState<B>, branch: B): BranchState<B> {
  const keep = (current: B | undefined) => (current?.id === branch.id ? branch : current);
  return refreshBranchState(
    {
      ...state,
      branches: updateRecord(state.branches, branch),
      branchBeingEdited: keep(state.branchBeingEdited),
      previewBranch: keep(state.previewBranch),
    },
    false,
  );
}

/** Staff edit mode (state only). Leaving it closes the forms. */
export function setEditMode<B extends BranchRecord>(state: BranchState<B>, editMode: boolean): BranchState<B> {
  return editMode ? { ...state, editMode } : { ...state, editMode, showAddForm: false, showEditForm: false, branchBeingEdited: undefined };
}

/** Opens the add form (closing the edit form). */
export function openAddForm<B extends BranchRecord>(state: BranchState<B>): BranchState<B> {
  return { ...state, showAddForm: true, showEditForm: false, branchBeingEdited: undefined };
}

/** Opens the edit form on a branch (closing the add form). */
export function openEditForm<B extends BranchRecord>(state: BranchState<B>, branch: B): BranchState<B> {
  return { ...state, showAddForm: false, showEditForm: true, branchBeingEdited: branch };
}

/** Closes both forms. */
export function closeBranchForms<B extends BranchRecord>(state: BranchState<B>): BranchState<B> {
  return { ...state, showAddForm: false, showEditForm: false, branchBeingEdited: undefined };
}

/** Shows a branch as a preview (undefined: none). */
export function setPreviewBranch<B extends BranchRecord>(state: BranchState<B>, branch: B | undefined): BranchState<B> {
  return { ...state, previewBranch: branch };
}
