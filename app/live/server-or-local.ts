/**
 * A client loader's data offline-first: without a network, the local copy (the live
 * store or the browser database) at once, with no request that can only fail; with one, the
 * server's data, falling back to the local copy if the request fails after all.
 */
export async function loadServerOrLocal<T>(serverLoader: () => Promise<T>, readLocal: () => Promise<T | undefined>): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    const local = await readLocal();
    if (local !== undefined) return local;
  }
  try {
    return await serverLoader();
  } catch (error) {
    const local = await readLocal();
    if (local === undefined) throw error;
    return local;
  }
}
