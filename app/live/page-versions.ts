import { createContext } from "react";

/**
 * The versions of the collections a page was rendered with (`formatContentVersions`), which the
 * root layout writes on `<html data-content-versions>`: given by entry.server, so undefined in the
 * browser, which reads the attribute instead (ADR 030).
 */
export const PageVersionsContext = createContext<string | undefined>(undefined);
