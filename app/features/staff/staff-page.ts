/** Headers of every console page: never cached by anyone, never indexed. */
export const STAFF_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The console pages' meta: a title and `noindex`. */
export function staffMeta(title: string) {
  return [{ title: `${title} · FDH staff console` }, { name: "robots", content: "noindex, nofollow" }];
}
