import { getErrorText } from "./content-api.client.ts";

/** How far a content screen's reading has gone. */
export type LoadState = { status: "loading" | "ready" } | { status: "failed"; error: unknown };

/** What a content screen shows while its records load, or why they could not be read; nothing once they are ready. */
export function LoadStatus({ state }: { state: LoadState }) {
  if (state.status === "loading") return <p>Loading…</p>;
  if (state.status === "failed") {
    return (
      <p className="staff-notice" data-kind="error">
        {getErrorText(state.error)}
      </p>
    );
  }
  return null;
}
