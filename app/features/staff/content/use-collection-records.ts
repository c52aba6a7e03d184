import { useCallback, useEffect, useState } from "react";
import type { CollectionName } from "#domain/content/schemas/collections.ts";
import { listAllRecords, type ContentRecord } from "./content-api.client.ts";

export type RecordsState = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; records: ContentRecord[] };

/** Every record of a collection, read in the browser with the staff cookie; `reload` reads again. */
export function useCollectionRecords(collection: CollectionName): RecordsState & { reload: () => void } {
  const [state, setState] = useState<RecordsState>({ status: "loading" });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    listAllRecords(collection).then(
      (records) => isCurrent && setState({ status: "ready", records }),
      (error: unknown) => isCurrent && setState({ status: "failed", error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [collection, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
