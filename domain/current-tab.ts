import { getSiteHome, getSiteOfPath, getSites, type Site } from "./site.ts";

/** Spec §4: the browser storage key (and cookie name) holding the current tab's name. */
export const CURRENT_TAB_KEY = "currentTab";

/** The tab a stored name refers to; the holding company when nothing (valid) is stored (spec §4). */
export function resolveCurrentTab(prefix: string, storedName: string | null | undefined): Site {
  const sites = getSites(prefix);
  return sites.find((site) => site.tabName === storedName) ?? sites[0]!;
}

/** Where `/` and the empty path go: the home of the last chosen tab (spec §2). */
export function getRootRedirect(prefix: string, storedName: string | null | undefined): string {
  return getSiteHome(resolveCurrentTab(prefix, storedName));
}

/** The tab a route change makes current, from the path's first segment; none off the sub-sites. */
export function getTabOfPath(prefix: string, pathname: string): Site | undefined {
  return getSiteOfPath(prefix, pathname);
}
