import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, lte } from "drizzle-orm";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Passkey } from "#domain/staff-identity/schemas/passkeys.ts";
import type { Database } from "../db/client.ts";
import { staffPasskeys, staffWebauthnChallenges } from "../db/schema.ts";

/** A challenge works this long after it is given; the browser's own prompt times out sooner. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
const RP_NAME = "FDH Bank staff console";

export type PasskeyRefusal = "unknown_challenge" | "unknown_passkey" | "not_verified" | "not_passwordless" | "other_account";

export type PasskeyCheck =
  { status: "verified"; staffId: string; passkey: { id: string; name: string } } | { status: "refused"; reason: PasskeyRefusal };

/** Staff passkeys (WebAuthn, ADR 053): adding, listing, removing, and checking a sign-in's answer. */
export interface Passkeys {
  /** The only origin answers are accepted from: PUBLIC_URL's. */
  readonly origin: string;
  hasPasskey(staffId: string): Promise<boolean>;
  list(staffId: string): Promise<Passkey[]>;
  /** Options for `navigator.credentials.create`: a discoverable credential, user verification required. */
  startRegistration(staff: {
    id: string;
    username: string;
    display_name?: string | undefined;
  }): Promise<PublicKeyCredentialCreationOptionsJSON>;
  finishRegistration(
    staffId: string,
    input: { name: string; passwordless: boolean; answer: RegistrationResponseJSON },
  ): Promise<{ status: "added"; passkey: Passkey } | { status: "refused"; reason: "unknown_challenge" | "not_verified" | "duplicate" }>;
  /** Options for `navigator.credentials.get`, with no account named: the authenticator offers its discoverable passkeys. */
  startAuthentication(): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /**
   * Checks an answer against its challenge (used up either way) and the stored public key. `staffId`
   * is the account the password named (second factor); without it the passkey must be passwordless.
   */
  finishAuthentication(answer: AuthenticationResponseJSON, staffId?: string): Promise<PasskeyCheck>;
  /** Answers the removed passkey's name, or undefined when the person has no such passkey. */
  remove(staffId: string, passkeyId: string): Promise<string | undefined>;
  removeAll(staffId: string): Promise<void>;
}

/**
 * The WebAuthn library and its certificate parsers are 5 MB of the server's heap, for the few
 * staff who add or use a passkey: loaded at the first ceremony, not at start (ADR 035).
 */
const webauthn = () => import("@simplewebauthn/server");

/** The challenge a browser signed, read from its client data (checked again by the library). */
function readChallenge(clientDataJSON: string): string | undefined {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
    const challenge = (clientData as { challenge?: unknown }).challenge;
    return typeof challenge === "string" ? challenge : undefined;
  } catch {
    return undefined;
  }
}

function toPasskey(row: typeof staffPasskeys.$inferSelect): Passkey {
  return {
    id: row.id,
    name: row.name,
    passwordless: row.passwordless,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

/** The relying party is the console's own site: its host is the RP ID, its origin the only one accepted. */
export function createPasskeys(db: Database, options: { publicUrl: string; now?: () => Date }): Passkeys {
  const now = options.now ?? (() => new Date());
  const publicUrl = new URL(options.publicUrl);
  const rpID = publicUrl.hostname;
  const origin = publicUrl.origin;

  async function saveChallenge(challenge: string, purpose: "registration" | "authentication", staffId: string | null): Promise<void> {
    const at = now();
    await db.delete(staffWebauthnChallenges).where(lte(staffWebauthnChallenges.expires_at, at));
    await db
      .insert(staffWebauthnChallenges)
      .values({ challenge, purpose, staff_id: staffId, expires_at: new Date(at.getTime() + CHALLENGE_TTL_MS) });
  }

  /** Deletes the challenge an answer signed, if it is live and for this purpose: a challenge works once, on any instance. */
  async function useChallenge(
    clientDataJSON: string,
    purpose: "registration" | "authentication",
    staffId?: string,
  ): Promise<string | undefined> {
    const challenge = readChallenge(clientDataJSON);
    if (!challenge) return undefined;
    const used = await db
      .delete(staffWebauthnChallenges)
      .where(
        and(
          eq(staffWebauthnChallenges.challenge, challenge),
          eq(staffWebauthnChallenges.purpose, purpose),
          gt(staffWebauthnChallenges.expires_at, now()),
          ...(staffId ? [eq(staffWebauthnChallenges.staff_id, staffId)] : []),
        ),
      )
      .returning({ challenge: staffWebauthnChallenges.challenge });
    return used.length > 0 ? challenge : undefined;
  }

  async function listRows(staffId: string) {
    return db.select().from(staffPasskeys).where(eq(staffPasskeys.staff_id, staffId)).orderBy(asc(staffPasskeys.created_at));
  }

  return {
    origin,

    async hasPasskey(staffId) {
      const [row] = await db.select({ id: staffPasskeys.id }).from(staffPasskeys).where(eq(staffPasskeys.staff_id, staffId)).limit(1);
      return row !== undefined;
    },

    async list(staffId) {
      return (await listRows(staffId)).map(toPasskey);
    },

    async startRegistration(staff) {
      const existing = await listRows(staff.id);
      const { generateRegistrationOptions } = await webauthn();
      const optionsJSON = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: staff.username,
        userDisplayName: staff.display_name ?? staff.username,
        userID: new TextEncoder().encode(staff.id),
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: "none",
        excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
        // Discoverable, so it can sign in without a username; verified (PIN, fingerprint), so it is two factors in one.
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      await saveChallenge(optionsJSON.challenge, "registration", staff.id);
      return optionsJSON;
    },

    async finishRegistration(staffId, { name, passwordless, answer }) {
      const challenge = await useChallenge(answer.response.clientDataJSON, "registration", staffId);
      if (!challenge) return { status: "refused", reason: "unknown_challenge" };
      const { verifyRegistrationResponse } = await webauthn();
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: answer,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
      } catch {
        return { status: "refused", reason: "not_verified" };
      }
      if (!verification.verified) return { status: "refused", reason: "not_verified" };
      const { credential } = verification.registrationInfo;
      const [row] = await db
        .insert(staffPasskeys)
        .values({
          id: randomUUID(),
          staff_id: staffId,
          credential_id: credential.id,
          public_key: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name,
          passwordless,
          created_at: now(),
        })
        .onConflictDoNothing({ target: staffPasskeys.credential_id })
        .returning();
      return row ? { status: "added", passkey: toPasskey(row) } : { status: "refused", reason: "duplicate" };
    },

    async startAuthentication() {
      const { generateAuthenticationOptions } = await webauthn();
      const optionsJSON = await generateAuthenticationOptions({ rpID, timeout: CEREMONY_TIMEOUT_MS, userVerification: "required" });
      await saveChallenge(optionsJSON.challenge, "authentication", null);
      return optionsJSON;
    },

    async finishAuthentication(answer, staffId) {
      const challenge = await useChallenge(answer.response.clientDataJSON, "authentication");
      if (!challenge) return { status: "refused", reason: "unknown_challenge" };
      const [row] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.credential_id, answer.id)).limit(1);
      if (!row) return { status: "refused", reason: "unknown_passkey" };
      const { verifyAuthenticationResponse } = await webauthn();
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response: answer,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
          credential: {
            id: row.credential_id,
            publicKey: new Uint8Array(Buffer.from(row.public_key, "base64url")),
            counter: row.counter,
            transports: row.transports,
          },
        });
      } catch {
        // A counter that went backwards (a cloned authenticator) lands here too.
        return { status: "refused", reason: "not_verified" };
      }
      if (!verification.verified) return { status: "refused", reason: "not_verified" };
      if (staffId !== undefined && row.staff_id !== staffId) return { status: "refused", reason: "other_account" };
      if (staffId === undefined && !row.passwordless) return { status: "refused", reason: "not_passwordless" };
      await db
        .update(staffPasskeys)
        .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now() })
        .where(eq(staffPasskeys.id, row.id));
      return { status: "verified", staffId: row.staff_id, passkey: { id: row.id, name: row.name } };
    },

    async remove(staffId, passkeyId) {
      const [row] = await db
        .delete(staffPasskeys)
        .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.staff_id, staffId)))
        .returning({ name: staffPasskeys.name });
      return row?.name;
    },

    async removeAll(staffId) {
      await db.delete(staffPasskeys).where(eq(staffPasskeys.staff_id, staffId));
    },
  };
}
