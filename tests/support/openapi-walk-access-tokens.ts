import { createRoleHeaders, UNKNOWN_ID, type Walk, type WalkContext, type Walker } from "./openapi-walk.ts";

/** Personal access tokens under `/api/staff/me/tokens` for the OpenAPI walk (ADR 058). */
export function createAccessTokenWalker(context: WalkContext): Walker {
  const as = createRoleHeaders(context);
  const body = (role: string) => ({ name: "Walk script", role, expires_in_days: 30 });

  return async (method, path): Promise<Walk | undefined> => {
    switch (`${method} ${path}`) {
      case "get /api/staff/me/tokens":
        return {
          valid: [{ method: "GET", url: path, headers: await as("editor"), status: 200 }],
          invalid: [{ method: "GET", url: path, status: 401 }],
        };
      case "post /api/staff/me/tokens": {
        const headers = await as("editor");
        return {
          valid: [{ method: "POST", url: path, headers, payload: body("editor"), status: 201 }],
          invalid: [
            { method: "POST", url: path, headers, payload: { ...body("editor"), expires_in_days: 91 }, status: 400 },
            { method: "POST", url: path, headers, payload: body("admin"), status: 403 },
            { method: "POST", url: path, payload: body("editor"), status: 401 },
          ],
        };
      }
      case "delete /api/staff/me/tokens/{tokenId}": {
        const headers = await as("kyc_officer");
        const made = await context.app.inject({ method: "POST", url: "/api/staff/me/tokens", headers, payload: body("kyc_officer") });
        const url = `/api/staff/me/tokens/${made.json<{ id: string }>().id}`;
        return {
          valid: [{ method: "DELETE", url, headers, status: 204 }],
          invalid: [
            { method: "DELETE", url, headers, status: 404 },
            { method: "DELETE", url: `/api/staff/me/tokens/${UNKNOWN_ID}`, headers, status: 404 },
            { method: "DELETE", url: "/api/staff/me/tokens/42", headers, status: 400 },
            { method: "DELETE", url, status: 401 },
          ],
        };
      }
      default:
        return undefined;
    }
  };
}
