import type { UploadItem } from "#domain/kyc/kyc.ts";

/**
 * Percent of all bytes sent, 0 to 100, from the progress XMLHttpRequest reports. Spec §4's
 * "total size divided by the number of files" (domain getUploadPercent) moves only when a file
 * ends; on a slow line a 3 MB photo takes a minute, so the bar follows the bytes instead.
 */
export function getSentPercent(items: readonly UploadItem[]): number {
  const size = items.reduce((total, item) => total + item.size, 0);
  if (size === 0) return items.length > 0 ? 100 : 0;
  const sent = items.reduce((total, item) => total + Math.min(Math.max(item.progress, 0), item.size), 0);
  return Math.floor((sent / size) * 100);
}
