import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { Passkey } from "#domain/staff-identity/schemas/passkeys.ts";
import type { SignInAnswer } from "#domain/staff-identity/schemas/staff.ts";
import { callStaffApi } from "../staff-api.client.ts";

// The WebAuthn library is loaded only when a ceremony starts: no visitor page, and no console page
// until someone adds or uses a passkey, downloads it (ADR 053).
const loadWebAuthn = () => import("@simplewebauthn/browser");

/** Why a browser's passkey prompt ended without an answer, in the console's words. */
export function getPasskeyPromptText(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === "NotAllowedError" || error.name === "AbortError") {
    return "The passkey prompt was closed or timed out. Try again when you are ready.";
  }
  if (error.name === "InvalidStateError") return "This device's passkey is already added to your account.";
  if (error.name === "NotSupportedError" || error.name === "SecurityError") {
    return "This browser cannot use passkeys here. Use your authenticator app instead.";
  }
  return undefined;
}

export const listMyPasskeys = async () => (await callStaffApi<{ passkeys: Passkey[] }>("/api/staff/me/passkeys")).passkeys;

export const removeMyPasskey = (id: string) => callStaffApi<void>(`/api/staff/me/passkeys/${id}`, { method: "DELETE" });

/** Asks the browser to make a passkey for this console, then adds it to the account under a name. */
export async function addMyPasskey(name: string, passwordless: boolean): Promise<Passkey> {
  const [optionsJSON, { startRegistration }] = await Promise.all([
    callStaffApi<PublicKeyCredentialCreationOptionsJSON>("/api/staff/me/passkeys/options", { method: "POST" }),
    loadWebAuthn(),
  ]);
  const answer = await startRegistration({ optionsJSON });
  return callStaffApi<Passkey>("/api/staff/me/passkeys", { method: "POST", body: { name, passwordless, answer } });
}

/** Asks the browser for any of its passkeys for this console (discoverable: no username needed). */
export async function getPasskeyAnswer(): Promise<AuthenticationResponseJSON> {
  const [optionsJSON, { startAuthentication }] = await Promise.all([
    callStaffApi<PublicKeyCredentialRequestOptionsJSON>("/api/staff/session/passkey/options", { method: "POST" }),
    loadWebAuthn(),
  ]);
  return startAuthentication({ optionsJSON });
}

/** Signs in with a passkey alone: one its owner chose to sign in without the password. */
export async function signInWithPasskey(): Promise<SignInAnswer> {
  const answer = await getPasskeyAnswer();
  return callStaffApi<SignInAnswer>("/api/staff/session/passkey", { method: "POST", body: { answer } });
}

/** The sign-in's second step with a passkey instead of a code, after the password. */
export async function signInWithPasswordAndPasskey(username: string, password: string): Promise<SignInAnswer> {
  const passkey = await getPasskeyAnswer();
  return callStaffApi<SignInAnswer>("/api/staff/session", { method: "POST", body: { username, password, passkey } });
}
