import { COLLECTION_NAMES, type CollectionName } from "#domain/content/schemas/collections.ts";
import { changeInput, makeInput } from "./content-factories.ts";
import { createRoleHeaders, UNKNOWN_ID, type Walk, type WalkContext, type Walker } from "./openapi-walk.ts";

/**
 * Record versions and the bins for the OpenAPI walk (issue 24): each collection gets a record of
 * its own with two versions, then a deleted one for its bin.
 */
export function createVersionWalker(context: WalkContext): Walker {
  const { app, admin } = context;
  const as = createRoleHeaders(context);
  const records = new Map<CollectionName, Promise<string>>();

  /** A record of the collection with versions 1 (created) and 2 (updated). */
  function recordWithVersions(name: CollectionName): Promise<string> {
    if (!records.has(name))
      records.set(
        name,
        (async () => {
          const input = makeInput(name);
          const created = await app.inject({ method: "POST", url: `/api/${name}`, headers: admin, payload: input });
          if (created.statusCode !== 201) throw new Error(`create ${name}: ${created.statusCode} ${created.body}`);
          const id = created.json<{ id: string }>().id;
          await app.inject({ method: "PUT", url: `/api/${name}/${id}`, headers: admin, payload: changeInput(name, input) });
          return id;
        })(),
      );
    return records.get(name)!;
  }

  return async (method, path): Promise<Walk | undefined> => {
    const match = /^\/api\/([a-z_]+)\/(bin|\{id\}\/versions(?:\/\{version\}(?:\/restore)?)?)$/.exec(path);
    const name = match?.[1] as CollectionName | undefined;
    if (!name || !COLLECTION_NAMES.includes(name)) return undefined;
    const route = `${method} ${match![2]!}`;
    if (route === "get bin") {
      const id = await recordWithVersions(name);
      const deleted = await app.inject({ method: "DELETE", url: `/api/${name}/${id}`, headers: admin });
      if (deleted.statusCode === 204) records.delete(name);
      return { valid: [{ url: path, headers: admin, status: 200 }], invalid: [{ url: path, status: 401 }] };
    }
    const id = await recordWithVersions(name);
    const base = `/api/${name}/${id}/versions`;
    if (route === "get {id}/versions")
      return {
        valid: [{ url: base, headers: await as("kyc_officer"), status: 200 }],
        invalid: [
          { url: base, status: 401 },
          { url: `/api/${name}/42/versions`, headers: admin, status: 400 },
        ],
      };
    if (route === "get {id}/versions/{version}")
      return {
        valid: [{ url: `${base}/1`, headers: admin, status: 200 }],
        invalid: [
          { url: `${base}/9`, headers: admin, status: 404 },
          { url: `${base}/0`, headers: admin, status: 400 },
          { url: `${base}/1`, status: 401 },
        ],
      };
    if (route === "post {id}/versions/{version}/restore")
      return {
        valid: [{ method: "POST", url: `${base}/1/restore`, headers: { ...admin, "if-match": '"2"' }, status: 200 }],
        invalid: [
          { method: "POST", url: `${base}/1/restore`, headers: { ...admin, "if-match": '"1"' }, status: 412 },
          { method: "POST", url: `/api/${name}/${UNKNOWN_ID}/versions/1/restore`, headers: admin, status: 404 },
          { method: "POST", url: `${base}/1/restore`, headers: await as("kyc_officer"), status: 403 },
          { method: "POST", url: `${base}/1/restore`, status: 401 },
        ],
      };
    return undefined;
  };
}
