import { COLLECTION_NAMES, type CollectionName } from "#domain/content/schemas/collections.ts";
import { makeInput } from "./content-factories.ts";
import { createRoleHeaders, UNKNOWN_ID, type Walk, type WalkContext, type Walker } from "./openapi-walk.ts";

/** Drafts and preview links for the OpenAPI walk (ADR 057): each operation gets a new draft of its own. */
export function createDraftWalker(context: WalkContext): Walker {
  const { app, admin } = context;
  const as = createRoleHeaders(context);

  async function newDraft(name: CollectionName): Promise<string> {
    const saved = await app.inject({ method: "POST", url: `/api/${name}/drafts`, headers: admin, payload: makeInput(name) });
    if (saved.statusCode !== 201) throw new Error(`draft ${name}: ${saved.statusCode} ${saved.body}`);
    return saved.json<{ id: string }>().id;
  }

  return async (method, path): Promise<Walk | undefined> => {
    if (path === "/api/staff/drafts" && method === "get")
      return {
        valid: [{ url: path, headers: await as("kyc_officer"), status: 200 }, { url: `${path}?collection=blogs`, headers: admin, status: 200 }],
        invalid: [
          { url: path, status: 401 },
          { url: `${path}?collection=nothing`, headers: admin, status: 400 },
        ],
      };
    const match = /^\/api\/([a-z_]+)\/(drafts|\{id\}\/draft(?:\/publish|\/preview)?)$/.exec(path);
    const name = match?.[1] as CollectionName | undefined;
    if (!name || !COLLECTION_NAMES.includes(name)) return undefined;
    const route = `${method} ${match![2]!}`;
    const officer = await as("kyc_officer");
    if (route === "post drafts")
      return {
        valid: [{ method: "POST", url: path, headers: admin, payload: makeInput(name), status: 201 }],
        invalid: [
          { method: "POST", url: path, payload: makeInput(name), status: 401 },
          { method: "POST", url: path, headers: officer, payload: makeInput(name), status: 403 },
          { method: "POST", url: path, headers: admin, payload: {}, status: 400 },
        ],
      };
    const id = await newDraft(name);
    const base = `/api/${name}/${id}/draft`;
    const unknown = `/api/${name}/${UNKNOWN_ID}/draft`;
    switch (route) {
      case "get {id}/draft":
        return {
          valid: [{ url: base, headers: officer, status: 200 }],
          invalid: [
            { url: base, status: 401 },
            { url: unknown, headers: admin, status: 404 },
            { url: `/api/${name}/42/draft`, headers: admin, status: 400 },
          ],
        };
      case "put {id}/draft":
        return {
          valid: [{ method: "PUT", url: base, headers: admin, payload: makeInput(name), status: 200 }],
          invalid: [
            { method: "PUT", url: base, payload: makeInput(name), status: 401 },
            { method: "PUT", url: base, headers: officer, payload: makeInput(name), status: 403 },
            { method: "PUT", url: unknown, headers: admin, payload: makeInput(name), status: 404 },
          ],
        };
      case "delete {id}/draft":
        return {
          valid: [{ method: "DELETE", url: base, headers: admin, status: 204 }],
          invalid: [
            { method: "DELETE", url: base, status: 401 },
            { method: "DELETE", url: unknown, headers: admin, status: 404 },
          ],
        };
      case "post {id}/draft/publish": {
        // KYC account types' names are unique and few: one already published gets a draft of its change (200).
        const published = (await app.inject({ url: `/api/${name}?limit=100` }))
          .json<Array<Record<string, unknown>>>()
          .find((record) => name === "kyc_account_types" && record.name === (makeInput(name) as Record<string, unknown>).name);
        if (published) {
          await app.inject({ method: "PUT", url: `/api/${name}/${String(published.id)}/draft`, headers: admin, payload: makeInput(name) });
          return {
            valid: [{ method: "POST", url: `/api/${name}/${String(published.id)}/draft/publish`, headers: admin, status: 200 }],
            invalid: [{ method: "POST", url: `${unknown}/publish`, headers: admin, status: 404 }],
          };
        }
        return {
          valid: [{ method: "POST", url: `${base}/publish`, headers: admin, status: 201 }],
          invalid: [
            { method: "POST", url: `${base}/publish`, status: 401 },
            { method: "POST", url: `${base}/publish`, headers: officer, status: 403 },
            { method: "POST", url: `${unknown}/publish`, headers: admin, status: 404 },
          ],
        };
      }
      case "post {id}/draft/preview":
        return {
          valid: [{ method: "POST", url: `${base}/preview`, headers: admin, payload: { path: "/fdhbankplc/home" }, status: 200 }],
          invalid: [
            { method: "POST", url: `${base}/preview`, payload: { path: "/fdhbankplc/home" }, status: 401 },
            { method: "POST", url: `${base}/preview`, headers: admin, payload: { path: "//elsewhere.example" }, status: 400 },
            { method: "POST", url: `${unknown}/preview`, headers: admin, payload: { path: "/fdhbankplc/home" }, status: 404 },
          ],
        };
      default:
        return undefined;
    }
  };
}
