import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { PasskeyRefusal, Passkeys } from "./passkeys.ts";
import type { CodeCheck, SecondFactor } from "./second-factor.ts";

/** What a sign-in's second step carries: a code (TOTP or recovery) or a passkey's answer. */
export type SecondFactorProof = string | AuthenticationResponseJSON;

export type FactorCheck =
  | CodeCheck
  | { status: "accepted"; via: "passkey"; passkey: { id: string; name: string } }
  | { status: "wrong_code"; reason: PasskeyRefusal };

/** The second factors a sign-in accepts: an authenticator app's code, a recovery code or a passkey (ADR 052, 053). */
export interface SignInFactors {
  /** An account with an app or a passkey is enrolled: either one satisfies STAFF_MFA_ROLES. */
  isEnrolled(staffId: string): Promise<boolean>;
  check(staffId: string, proof: SecondFactorProof): Promise<FactorCheck>;
}

export function createSignInFactors(secondFactor: SecondFactor, passkeys: Passkeys): SignInFactors {
  return {
    async isEnrolled(staffId) {
      return (await secondFactor.isEnrolled(staffId)) || passkeys.hasPasskey(staffId);
    },

    async check(staffId, proof) {
      if (typeof proof === "string") return secondFactor.checkCode(staffId, proof);
      const check = await passkeys.finishAuthentication(proof, staffId);
      return check.status === "verified"
        ? { status: "accepted", via: "passkey", passkey: check.passkey }
        : { status: "wrong_code", reason: check.reason };
    },
  };
}
