import { request } from "#app/http/request.client.ts";
import { CODE_REQUEST_TIMEOUT_MS } from "#domain/one-time-code.ts";
import type { Language } from "#domain/language.ts";

// The one-time-code calls (spec §7 onboarding API) the KYC screen and account opening both
// confirm a visitor with: on success the server sets the HttpOnly session cookie.

/** Spec §7 `POST /verify-username`: sends a code; gives up after 20 s. */
export async function requestCode(username: string, lang: Language): Promise<void> {
  await request("/onboarding/verify-username", { method: "POST", body: { username, lang }, timeoutMs: CODE_REQUEST_TIMEOUT_MS });
}

/** Spec §7 `POST /verify-code`: on success the server sets the session cookie. */
export async function verifyCode(username: string, code: string): Promise<void> {
  await request("/onboarding/verify-code", { method: "POST", body: { username, code } });
}
