import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { onPageDataChange, type PageDataCollection } from "./page-data-changes.ts";

/**
 * Reads the page's data again (its loaders, through React Router's revalidation) whenever the
 * realtime feed reports a change to `collection`: a published or removed document shows on an
 * open page without a reload (ADR 075).
 */
export function usePageDataChanges(collection: PageDataCollection): void {
  const { revalidate } = useRevalidator();
  useEffect(() => onPageDataChange(collection, () => void revalidate()), [collection, revalidate]);
}
