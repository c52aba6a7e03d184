import type { MetaDescriptor } from "react-router";

/** A console screen's title; never indexed (the console is not part of the public site). */
export function getStaffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Staff console` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Console pages are personal to the signed-in staff member: no cache keeps them. */
export function getStaffHeaders(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}
