import { requestJson } from "#app/features/staff/content/content-api.client.ts";

/** A stored upload, served to visitors at `url` (POST /api/staff/media). */
export interface UploadedMedia {
  url: string;
  content_type: string;
  size: number;
}

/** Uploads one image or PDF; the server checks it by content and answers where it is served. */
export function uploadMedia(file: File): Promise<UploadedMedia> {
  const body = new FormData();
  body.append("file", file, file.name);
  return requestJson<UploadedMedia>("/api/staff/media", { method: "POST", body });
}
