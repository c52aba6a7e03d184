import { randomUUID } from "node:crypto";
import { pendingChanges } from "#server/db/schema.ts";
import { makeInput } from "./content-factories.ts";
import { createRoleHeaders, UNKNOWN_ID, type Walk, type WalkContext, type Walker } from "./openapi-walk.ts";

/**
 * Maker-checker's changes for the OpenAPI walk (ADR 062). The walk's server runs with approvals
 * off, so each decision gets a pending change kept as another editor's proposal would be.
 */
export function createChangeWalker(context: WalkContext): Walker {
  const { app, admin } = context;
  const as = createRoleHeaders(context);

  async function pendingBanner(): Promise<string> {
    const id = randomUUID();
    await app.database.db.insert(pendingChanges).values({
      id,
      collection: "banners",
      record_id: randomUUID(),
      action: "create",
      record: makeInput("banners") as Record<string, unknown>,
      base_version: 0,
      maker: "walk.maker",
      created_at: new Date(),
      status: "pending",
    });
    return id;
  }

  return async (method, path): Promise<Walk | undefined> => {
    if (path === "/api/staff/changes" && method === "get")
      return {
        valid: [
          { url: path, headers: admin, status: 200 },
          { url: `${path}?status=pending`, headers: await as("editor"), status: 200 },
        ],
        invalid: [
          { url: path, status: 401 },
          { url: path, headers: await as("kyc_officer"), status: 403 },
          { url: `${path}?status=maybe`, headers: admin, status: 400 },
        ],
      };
    if (path === "/api/staff/changes/pending-count" && method === "get")
      return {
        valid: [
          { url: path, headers: admin, status: 200 },
          { url: path, headers: await as("editor"), status: 200 },
        ],
        invalid: [
          { url: path, status: 401 },
          { url: path, headers: await as("kyc_officer"), status: 403 },
        ],
      };
    if (path === "/api/staff/changes/{id}/approve" && method === "post") {
      const id = await pendingBanner();
      return {
        valid: [{ method: "POST", url: `/api/staff/changes/${id}/approve`, headers: admin, status: 200 }],
        invalid: [
          { method: "POST", url: `/api/staff/changes/${id}/approve`, status: 401 },
          { method: "POST", url: `/api/staff/changes/${id}/approve`, headers: await as("kyc_officer"), status: 403 },
          { method: "POST", url: `/api/staff/changes/${UNKNOWN_ID}/approve`, headers: admin, status: 404 },
          { method: "POST", url: "/api/staff/changes/42/approve", headers: admin, status: 400 },
        ],
      };
    }
    if (path === "/api/staff/changes/{id}/reject" && method === "post") {
      const id = await pendingBanner();
      const payload = { reason: "Not this week" };
      return {
        valid: [{ method: "POST", url: `/api/staff/changes/${id}/reject`, headers: admin, payload, status: 200 }],
        invalid: [
          { method: "POST", url: `/api/staff/changes/${id}/reject`, payload, status: 401 },
          { method: "POST", url: `/api/staff/changes/${id}/reject`, headers: admin, payload: {}, status: 400 },
          { method: "POST", url: `/api/staff/changes/${UNKNOWN_ID}/reject`, headers: admin, payload, status: 404 },
        ],
      };
    }
    return undefined;
  };
}
