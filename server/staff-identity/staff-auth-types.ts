import type { StaffRole } from "#domain/permissions.ts";
import type { RequiredStep } from "#domain/staff-identity/schemas/second-factor.ts";
import type { PasskeyRefusal } from "./passkeys.ts";
import type { FactorCheck, SecondFactorProof } from "./sign-in-factors.ts";

// What staff sign-in answers and takes (ADR 040, 052, 053), apart from the service in staff-auth.ts.

export interface StaffMember {
  id: string;
  username: string;
  role: StaffRole;
  display_name?: string;
  /** What the session must do before anything else (ADR 052). */
  required_step?: RequiredStep;
  /** The account is the bank directory's (ADR 066): it signs in and out there. */
  directory?: true;
}

export type SessionKind = "bearer" | "cookie";

export interface SignInOptions {
  /** The console's device cookie, if the browser sent one. */
  deviceToken?: string | undefined;
  /** The authenticator's code, a recovery code (ADR 052) or a passkey's answer (ADR 053). */
  code?: SecondFactorProof | undefined;
  /** Where the session is opened from, so its owner recognises it under "My security". */
  client?: { userAgent: string | undefined; ip: string };
}

export type TokenCheck =
  { status: "valid"; staff: StaffMember; tokenHash: string; kind: SessionKind } | { status: "invalid" } | { status: "expired" };

/** Whether the attempt was counted against the account or against the browser's device cookie (ADR 040). */
export type SignInCounter = "account" | "device";

export type SignInOutcome =
  | {
      status: "signed_in";
      token: string;
      expiresAt: Date;
      staff: StaffMember;
      counter: SignInCounter;
      /** A new device cookie, for a console sign-in. */
      device?: { token: string; expiresAt: Date };
      /** Set when a recovery code was the second factor. */
      recoveryCodesLeft?: number;
      /** Set when a passkey was the second factor, or the whole sign-in. */
      passkey?: { id: string; name: string };
    }
  /** The password is right and the account has a second factor: the code is missing (ADR 052). */
  | { status: "second_factor_required"; staffId: string; counter: SignInCounter }
  | { status: "wrong_code"; reason: Exclude<FactorCheck, { status: "accepted" }>["reason"]; staffId: string; counter: SignInCounter }
  | { status: "wrong_credentials"; staffId?: string; counter: SignInCounter }
  | { status: "disabled"; staffId: string; counter: SignInCounter }
  /** Too many wrong passwords in a row for this username: the password was not checked. */
  | { status: "delayed"; staffId?: string; retryAfterSeconds: number };

/** A sign-in with a passkey alone (ADR 053): no password, so nothing is counted against a username. */
export type PasswordlessOutcome =
  | { status: "signed_in"; token: string; expiresAt: Date; staff: StaffMember; passkey: { id: string; name: string } }
  | { status: "refused"; reason: PasskeyRefusal; staffId?: string }
  | { status: "disabled"; staffId: string };
