import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
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
} from "#domain/content/branch-edit-state.ts";
import { createBranchState, filterBranches, selectBranch, type BranchState } from "#domain/content/branch-state.ts";
import type { Branch } from "#domain/content/schemas/branch.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { PlaceMap, type MapPoint } from "#app/features/branches/branch-map.tsx";
import { deleteRecord, findDraft, getErrorText, listAllRecords } from "#app/features/staff/content/content-api.client.ts";
import { DraftPanel } from "#app/features/staff/content/draft-panel.tsx";
import type { Draft } from "#domain/content/schemas/draft.ts";
import { ConfirmDeleteDialog } from "#app/features/staff/content/confirm-delete-dialog.tsx";
import { RecordForm } from "#app/features/staff/content/record-form.tsx";

type Action =
  | { type: "loaded"; branches: Branch[] }
  | { type: "filter"; text: string }
  | { type: "select"; id: string }
  | { type: "edit-mode"; on: boolean }
  | { type: "add" }
  | { type: "edit"; branch: Branch }
  | { type: "close" }
  | { type: "preview"; branch: Branch | undefined }
  | { type: "created" | "updated"; branch: Branch }
  | { type: "deleted"; id: string };

/** The console's moves through spec §3 branch state (domain/content/branch-state.ts). */
function reduce(state: BranchState, action: Action): BranchState {
  switch (action.type) {
    case "loaded":
      return setBranches(state, action.branches, { loaded: true });
    case "filter":
      return filterBranches(state, action.text);
    case "select":
      return selectBranch(state, action.id);
    case "edit-mode":
      return setEditMode(state, action.on);
    case "add":
      return setPreviewBranch(openAddForm(setEditMode(state, true)), undefined);
    case "edit":
      return setPreviewBranch(openEditForm(setEditMode(state, true), action.branch), undefined);
    case "close":
      return setPreviewBranch(closeBranchForms(state), undefined);
    case "preview":
      return setPreviewBranch(state, action.branch);
    case "created":
      return selectBranch(setPreviewBranch(closeBranchForms(prependBranch(state, action.branch)), undefined), action.branch.id);
    case "updated":
      return selectBranch(setPreviewBranch(closeBranchForms(updateBranch(state, action.branch)), undefined), action.branch.id);
    case "deleted":
      return closeBranchForms(deleteBranch(state, action.id));
  }
}

const MAP_LABELS = {
  mapLabel: "Map of branches and ATMs",
  mapLoading: "Loading the map…",
  showMap: "Show the map",
  mapUnavailable: "The map could not load; the list has every branch.",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
};

/**
 * The branch editor of spec §3: the branch list with its filter and selection, edit mode, the add
 * and edit forms (position by a pin on the map or typed coordinates), the branch being edited,
 * and the preview branch, drawn on the overview map while the form is open.
 */
export function BranchEditor() {
  const { tileUrl } = useSite();
  const [state, dispatch] = useReducer(reduce, undefined, () => createBranchState<Branch>());
  const [failure, setFailure] = useState<string | undefined>();
  const [notice, setNotice] = useState<ReactNode>();
  const [toDelete, setToDelete] = useState<Branch | undefined>();
  const [isDeleting, setIsDeleting] = useState(false);
  const [params, setParams] = useSearchParams();
  const editedId = state.branchBeingEdited?.id;
  const draft = useBranchDraft(editedId);

  useEffect(() => {
    let isCurrent = true;
    listAllRecords("branches").then(
      (records) => isCurrent && dispatch({ type: "loaded", branches: records as unknown as Branch[] }),
      (error: unknown) => isCurrent && setFailure(getErrorText(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  // `?add=1` and `?edit=<id>` (links from elsewhere in the console) open a form once the list is in.
  const wantedEdit = params.get("edit");
  const wantsAdd = params.get("add") === "1";
  useEffect(() => {
    if (state.loading) return;
    if (wantsAdd) dispatch({ type: "add" });
    const branch = wantedEdit ? state.branches.find((item) => item.id === wantedEdit) : undefined;
    if (branch) dispatch({ type: "edit", branch });
    if (wantsAdd || wantedEdit) setParams({}, { replace: true });
  }, [state.loading, state.branches, wantsAdd, wantedEdit, setParams]);

  const onPreviewChange = useCallback(
    (input: Record<string, unknown> | undefined) =>
      dispatch({
        type: "preview",
        branch: input ? ({ id: "preview", created_at: new Date(0).toISOString(), ...input } as Branch) : undefined,
      }),
    [],
  );

  const points = useMemo(() => {
    const shown = state.branchesToDisplay.filter((branch) => branch.id !== state.branchBeingEdited?.id);
    const list: MapPoint[] = shown.map((branch) => ({
      id: branch.id,
      name: branch.name,
      latitude: branch.latitude,
      longitude: branch.longtude,
    }));
    if (state.previewBranch)
      list.push({
        id: "preview",
        name: `${state.previewBranch.name} (preview)`,
        latitude: state.previewBranch.latitude,
        longitude: state.previewBranch.longtude,
      });
    return list;
  }, [state.branchesToDisplay, state.branchBeingEdited, state.previewBranch]);

  async function onConfirmDelete() {
    if (!toDelete) return;
    setIsDeleting(true);
    try {
      await deleteRecord("branches", toDelete.id);
      dispatch({ type: "deleted", id: toDelete.id });
      setNotice(`Deleted branch “${toDelete.name}”. It has left the site.`);
      setFailure(undefined);
    } catch (error) {
      setFailure(getErrorText(error));
    } finally {
      setIsDeleting(false);
      setToDelete(undefined);
    }
  }

  const isFormOpen = state.showAddForm || state.showEditForm;
  const selected = state.selectedBranch;

  return (
    <div className="staff-branches">
      <div className="staff-page__head">
        <h1>Branches and ATMs</h1>
        <div className="staff-actions">
          <button
            type="button"
            className="staff-button staff-button--quiet"
            aria-pressed={state.editMode}
            onClick={() => dispatch({ type: "edit-mode", on: !state.editMode })}
          >
            Edit mode
          </button>
          <button type="button" className="staff-button" onClick={() => dispatch({ type: "add" })}>
            Add a branch
          </button>
        </div>
      </div>
      <div role="status" className="staff-notice" data-kind={failure ? "error" : "success"}>
        {failure ?? notice}
      </div>

      <div className="staff-branches__layout">
        <section className="staff-branches__list" aria-labelledby="staff-branch-list-heading">
          <h2 id="staff-branch-list-heading">All places</h2>
          <div className="staff-field">
            <label htmlFor="staff-branch-filter">Find by name</label>
            <input
              id="staff-branch-filter"
              type="search"
              value={state.filter}
              onChange={(event) => dispatch({ type: "filter", text: event.target.value })}
            />
          </div>
          {state.loading && !failure ? <p>Loading…</p> : <p className="staff-count">{state.branchesToDisplay.length} places</p>}
          <ul className="staff-branch-items">
            {state.branchesToDisplay.map((branch) => (
              <li key={branch.id} aria-current={branch.id === selected?.id ? "true" : undefined}>
                <button type="button" className="staff-branch-items__name" onClick={() => dispatch({ type: "select", id: branch.id })}>
                  {branch.name}
                  <span className="staff-branch-items__region">{branch.region_name}</span>
                </button>
                {state.editMode ? (
                  <span className="staff-branch-items__actions">
                    <button
                      type="button"
                      className="staff-button staff-button--quiet staff-button--small"
                      onClick={() => dispatch({ type: "edit", branch })}
                    >
                      Edit<span className="visually-hidden"> {branch.name}</span>
                    </button>
                    <button
                      type="button"
                      className="staff-button staff-button--quiet staff-button--small"
                      onClick={() => setToDelete(branch)}
                    >
                      Delete<span className="visually-hidden"> {branch.name}</span>
                    </button>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <section className="staff-branches__main" aria-labelledby="staff-branch-main-heading">
          {isFormOpen ? (
            <>
              <h2 id="staff-branch-main-heading">
                {state.branchBeingEdited ? `Edit branch “${state.branchBeingEdited.name}”` : "New branch"}
              </h2>
              {editedId && draft.value ? (
                <DraftPanel
                  collection="branches"
                  draft={draft.value}
                  version={undefined}
                  onPublished={(record) => {
                    draft.set(undefined);
                    dispatch({ type: "updated", branch: record as unknown as Branch });
                    setNotice(`Published the draft of branch “${String(record.name)}”. Visitors see it now.`);
                  }}
                  onDiscarded={() => {
                    draft.set(undefined);
                    dispatch({ type: "close" });
                    setNotice("Discarded the draft. The published branch stays as it was.");
                  }}
                />
              ) : null}
              {draft.isLoading ? (
                <p role="status">Looking for a saved draft…</p>
              ) : (
                <RecordForm
                  key={`${editedId ?? "new"}|${draft.value?.saved_at ?? ""}`}
                  collection="branches"
                  record={state.branchBeingEdited}
                  savedDraft={draft.value}
                  // A published branch's change may wait as a draft (ADR 057); a new branch is published
                  // at once, as its draft would have no place in this list until then.
                  onDraftSaved={
                    editedId
                      ? (saved) => {
                          draft.set(saved);
                          setNotice(`Saved a draft of branch “${String(saved.record.name)}”. Visitors do not see it yet.`);
                          setFailure(undefined);
                        }
                      : undefined
                  }
                  onPreviewChange={onPreviewChange}
                  onSaved={(record, action) => {
                    dispatch({ type: action, branch: record as unknown as Branch });
                    setNotice(`${action === "created" ? "Published" : "Saved"} branch “${String(record.name)}”. Visitors see it now.`);
                    setFailure(undefined);
                  }}
                  onDeleted={(record) => {
                    dispatch({ type: "deleted", id: record.id });
                    setNotice(`Deleted branch “${String(record.name)}”. It has left the site.`);
                  }}
                  onCancel={() => dispatch({ type: "close" })}
                />
              )}
            </>
          ) : (
            <>
              <h2 id="staff-branch-main-heading">{selected ? selected.name : "Map"}</h2>
              {selected ? (
                <p className="staff-page__lede">
                  {selected.address} · {selected.phone} · {selected.latitude}, {selected.longtude}
                </p>
              ) : null}
            </>
          )}
          <PlaceMap
            points={points}
            labels={MAP_LABELS}
            tileUrl={tileUrl}
            selectedId={isFormOpen ? (state.previewBranch ? "preview" : undefined) : selected?.id}
            onSelect={(id) => id !== "preview" && dispatch({ type: "select", id })}
          />
        </section>
      </div>
      <ConfirmDeleteDialog
        hasBin={false}
        what={toDelete ? `branch “${toDelete.name}”` : undefined}
        isBusy={isDeleting}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(undefined)}
      />
    </div>
  );
}

/** The saved draft of the branch being edited (ADR 057), looked up before its form opens. */
function useBranchDraft(id: string | undefined): { value: Draft | undefined; isLoading: boolean; set: (draft: Draft | undefined) => void } {
  const [found, setFound] = useState<{ id: string; draft: Draft | undefined }>();
  useEffect(() => {
    if (!id) return;
    let isCurrent = true;
    // No draft is found when the lookup fails: the form still opens on the published branch.
    findDraft("branches", id).then(
      (draft) => isCurrent && setFound({ id, draft }),
      () => isCurrent && setFound({ id, draft: undefined }),
    );
    return () => {
      isCurrent = false;
    };
  }, [id]);
  const current = found && found.id === id ? found : undefined;
  return {
    value: current?.draft,
    isLoading: id !== undefined && current === undefined,
    set: (draft) => id && setFound({ id, draft }),
  };
}
