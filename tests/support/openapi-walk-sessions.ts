import { loginWithToken } from "./staff-session.ts";
import { createMemberThroughApi, createRoleHeaders, UNKNOWN_ID, type Walk, type WalkContext, type Walker } from "./openapi-walk.ts";

/**
 * Signed-in sessions for the OpenAPI walk (issue 23): a person's own under `/api/staff/me`, an
 * admin's view of anyone's under `/api/staff/accounts/{id}/sessions`, and the session's times.
 */
export function createSessionWalker(context: WalkContext): Walker {
  const { app, admin } = context;
  const as = createRoleHeaders(context);

  /** A member signed in twice: the first session to end, the second to ask with. */
  async function memberWithTwoSessions() {
    const member = await createMemberThroughApi(context, "editor");
    const second = { authorization: `Bearer ${await loginWithToken(app, member.username, member.password)}` };
    const sessions = (await app.inject({ url: "/api/staff/me/sessions", headers: second })).json<Array<{ id: string; current: boolean }>>();
    return { ...member, second, otherSessionId: sessions.find((session) => !session.current)!.id };
  }

  return async (method, path): Promise<Walk | undefined> => {
    switch (`${method} ${path}`) {
      case "get /api/staff/me/sessions":
      case "get /api/staff/me/session":
        return {
          valid: [{ method: "GET", url: path, headers: await as("kyc_officer"), status: 200 }],
          invalid: [{ method: "GET", url: path, status: 401 }],
        };
      case "post /api/staff/me/session/extend":
        return {
          valid: [{ method: "POST", url: path, headers: await as("editor"), status: 200 }],
          invalid: [{ method: "POST", url: path, status: 401 }],
        };
      case "delete /api/staff/me/sessions":
        return {
          valid: [{ method: "DELETE", url: path, headers: (await memberWithTwoSessions()).second, status: 200 }],
          invalid: [{ method: "DELETE", url: path, status: 401 }],
        };
      case "delete /api/staff/me/sessions/{sessionId}": {
        const member = await memberWithTwoSessions();
        const url = `/api/staff/me/sessions/${member.otherSessionId}`;
        return {
          valid: [{ method: "DELETE", url, headers: member.second, status: 204 }],
          invalid: [
            { method: "DELETE", url, headers: member.second, status: 404 },
            { method: "DELETE", url: "/api/staff/me/sessions/42", headers: member.second, status: 400 },
            { method: "DELETE", url, status: 401 },
          ],
        };
      }
      case "get /api/staff/accounts/{id}/sessions": {
        const member = await createMemberThroughApi(context, "kyc_officer");
        const url = `/api/staff/accounts/${member.id}/sessions`;
        return {
          valid: [{ method: "GET", url, headers: admin, status: 200 }],
          invalid: [
            { method: "GET", url: `/api/staff/accounts/${UNKNOWN_ID}/sessions`, headers: admin, status: 404 },
            { method: "GET", url: "/api/staff/accounts/42/sessions", headers: admin, status: 400 },
            { method: "GET", url, status: 401 },
            { method: "GET", url, headers: member.headers, status: 403 },
          ],
        };
      }
      case "delete /api/staff/accounts/{id}/sessions/{sessionId}": {
        const member = await memberWithTwoSessions();
        const url = `/api/staff/accounts/${member.id}/sessions/${member.otherSessionId}`;
        return {
          valid: [{ method: "DELETE", url, headers: admin, status: 204 }],
          invalid: [
            { method: "DELETE", url, headers: admin, status: 404 },
            { method: "DELETE", url, status: 401 },
            { method: "DELETE", url, headers: member.second, status: 403 },
          ],
        };
      }
      case "delete /api/staff/accounts/{id}/sessions": {
        const member = await memberWithTwoSessions();
        const url = `/api/staff/accounts/${member.id}/sessions`;
        return {
          valid: [{ method: "DELETE", url, headers: admin, status: 200 }],
          invalid: [
            { method: "DELETE", url: `/api/staff/accounts/${UNKNOWN_ID}/sessions`, headers: admin, status: 404 },
            { method: "DELETE", url, status: 401 },
            { method: "DELETE", url, headers: await as("editor"), status: 403 },
          ],
        };
      }
      default:
        return undefined;
    }
  };
}
