import { createMemberThroughApi, UNKNOWN_ID, type Walk, type WalkContext, type Walker } from "./openapi-walk.ts";
import { createSoftwarePasskey, type SoftwarePasskey } from "./software-passkey.ts";

type Options = { challenge: string; rp: { id?: string }; user: { id: string }; rpId?: string };

/** Passkeys for the OpenAPI walk (ADR 053): a person's own under `/api/staff/me/passkeys`, and the sign-in's. */
export function createPasskeyWalker(context: WalkContext): Walker {
  const { app } = context;
  const { origin } = app.staffPasskeys;

  const post = async (url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: "POST", url, headers })).json<Options>();

  /** A member with a passkey added through the API; `passwordless` as they chose. */
  async function memberWithPasskey(passwordless: boolean) {
    const member = await createMemberThroughApi(context, "kyc_officer");
    const passkey = createSoftwarePasskey();
    const answer = passkey.register(await post("/api/staff/me/passkeys/options", member.headers), origin);
    const added = await app.inject({
      method: "POST",
      url: "/api/staff/me/passkeys",
      headers: member.headers,
      payload: { name: "Walk key", passwordless, answer },
    });
    return { ...member, passkey, id: added.json<{ id: string }>().id };
  }

  const signInAnswer = async (passkey: SoftwarePasskey) => passkey.authenticate(await post("/api/staff/session/passkey/options"), origin);

  return async (method, path): Promise<Walk | undefined> => {
    switch (`${method} ${path}`) {
      case "get /api/staff/me/passkeys": {
        const member = await createMemberThroughApi(context, "editor");
        return {
          valid: [{ method: "GET", url: path, headers: member.headers, status: 200 }],
          invalid: [{ method: "GET", url: path, status: 401 }],
        };
      }
      case "post /api/staff/me/passkeys/options": {
        const member = await createMemberThroughApi(context, "editor");
        return {
          valid: [{ method: "POST", url: path, headers: member.headers, status: 200 }],
          invalid: [{ method: "POST", url: path, status: 401 }],
        };
      }
      case "post /api/staff/me/passkeys": {
        const member = await createMemberThroughApi(context, "editor");
        const answer = createSoftwarePasskey().register(await post("/api/staff/me/passkeys/options", member.headers), origin);
        const payload = { name: "Walk key", passwordless: false, answer };
        return {
          valid: [{ method: "POST", url: path, headers: member.headers, payload, status: 201 }],
          invalid: [
            { method: "POST", url: path, headers: member.headers, payload, status: 400 },
            { method: "POST", url: path, headers: member.headers, payload: { ...payload, name: "" }, status: 400 },
            { method: "POST", url: path, payload, status: 401 },
          ],
        };
      }
      case "delete /api/staff/me/passkeys/{id}": {
        const member = await memberWithPasskey(false);
        const url = `/api/staff/me/passkeys/${member.id}`;
        return {
          valid: [{ method: "DELETE", url, headers: member.headers, status: 204 }],
          invalid: [
            { method: "DELETE", url: `/api/staff/me/passkeys/${UNKNOWN_ID}`, headers: member.headers, status: 404 },
            { method: "DELETE", url: "/api/staff/me/passkeys/42", headers: member.headers, status: 400 },
            { method: "DELETE", url, status: 401 },
          ],
        };
      }
      case "post /api/staff/session/passkey/options":
        return { valid: [{ method: "POST", url: path, status: 200 }], invalid: [] };
      case "post /api/staff/session/passkey": {
        const alone = await memberWithPasskey(true);
        const secondOnly = await memberWithPasskey(false);
        return {
          valid: [{ method: "POST", url: path, payload: { answer: await signInAnswer(alone.passkey) }, status: 200 }],
          invalid: [
            { method: "POST", url: path, payload: { answer: { id: "x" } }, status: 400 },
            { method: "POST", url: path, payload: { answer: await signInAnswer(secondOnly.passkey) }, status: 401 },
            { method: "POST", url: path, payload: { answer: await signInAnswer(createSoftwarePasskey()) }, status: 401 },
          ],
        };
      }
      default:
        return undefined;
    }
  };
}
