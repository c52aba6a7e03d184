import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type * as Oidc from "openid-client";
import type { StaffRole } from "#domain/permissions.ts";
import {
  findDirectoryRole,
  readDirectoryGroups,
  showsSecondFactor,
  type DirectoryRefusal,
  type DirectoryRoleRule,
} from "#domain/staff-identity/directory-roles.ts";
import { StaffUsernameSchema } from "#domain/staff-identity/schemas/staff.ts";
import type { Database } from "../db/client.ts";
import { staffAccounts } from "../db/schema.ts";
import { hashPassword } from "./passwords.ts";

/** Single sign-on's settings (ADR 066), from OIDC_* in the environment. */
export interface DirectorySettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  rolesClaim: string;
  roleMap: readonly DirectoryRoleRule[];
  label: string;
  requireSecondFactor: boolean;
  /** PUBLIC_URL: the callback and the address the directory sends people back to after signing out. */
  publicUrl: string;
  now?: () => Date;
}

/** What the browser keeps, in a short-lived cookie, between leaving for the directory and coming back. */
export interface PendingDirectorySignIn {
  state: string;
  nonce: string;
  verifier: string;
  /** The console screen to open after signing in. */
  next: string;
}

export interface DirectoryAccount {
  id: string;
  username: string;
  role: StaffRole;
  /** What the sign-in changed in the account, for the audit log. */
  outcome: "created" | "updated" | "unchanged";
  changes: string[];
}

export type DirectoryOutcome =
  | { status: "signed_in"; account: DirectoryAccount; subject: string }
  | { status: "refused"; reason: DirectoryRefusal; subject?: string; username?: string; detail?: string };

export interface DirectorySignIn {
  /** "Sign in with <label>" on the console's sign-in screen. */
  label: string;
  /** The directory's sign-in address for a fresh attempt, and what the browser keeps meanwhile. */
  begin(next: string): Promise<{ url: URL; pending: PendingDirectorySignIn }>;
  /** Checks the directory's answer at `callbackUrl` against what the browser kept; makes or updates the account. */
  complete(callbackUrl: URL, pending: PendingDirectorySignIn): Promise<DirectoryOutcome>;
  /** Where a person who signed in through the directory signs out of it too, if it says. */
  endSessionUrl(): Promise<URL | undefined>;
}

/** The callback's path; the directory must list `${PUBLIC_URL}${DIRECTORY_CALLBACK_PATH}` as a redirect address. */
export const DIRECTORY_CALLBACK_PATH = "/api/staff/directory/callback";

/** Discovery failed: the directory is down or misnamed. */
class DirectoryUnavailable extends Error {}

/**
 * Single sign-on with the bank's OpenID Connect directory (ADR 066): authorization code with PKCE,
 * a nonce and a state, through `openid-client`. The directory's metadata is discovered at the first
 * sign-in, not at start, so a directory that is down does not keep the site from starting; a failed
 * discovery is tried again at the next sign-in.
 */
export function createDirectorySignIn(db: Database, settings: DirectorySettings): DirectorySignIn {
  const now = settings.now ?? (() => new Date());
  const redirectUri = `${settings.publicUrl}${DIRECTORY_CALLBACK_PATH}`;
  let discovered: Promise<Oidc.Configuration> | undefined;
  // Loaded at the first directory sign-in: a site without one never pays for the library's memory.
  const library = () => import("openid-client");

  function getConfiguration(): Promise<Oidc.Configuration> {
    discovered ??= library()
      .then((oidc) =>
        oidc.discovery(
          new URL(settings.issuer),
          settings.clientId,
          settings.clientSecret,
          undefined,
          // A directory on plain http is only ever a test's or a developer's (config checks PUBLIC_URL likewise).
          new URL(settings.issuer).protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : undefined,
        ),
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw new DirectoryUnavailable(error instanceof Error ? error.message : String(error));
      });
    return discovered;
  }

  async function findOrMakeAccount(identity: {
    subject: string;
    username: string;
    role: StaffRole;
    displayName: string | null;
    email: string | null;
  }): Promise<DirectoryAccount | DirectoryRefusal> {
    const [linked] = await db.select().from(staffAccounts).where(eq(staffAccounts.directory_subject, identity.subject)).limit(1);
    if (linked) {
      if (linked.disabled) return "disabled";
      const changes: string[] = [];
      if (linked.role !== identity.role) changes.push("role");
      if (identity.displayName !== null && linked.display_name !== identity.displayName) changes.push("display_name");
      if (identity.email !== null && linked.email !== identity.email) changes.push("email");
      if (changes.length > 0) {
        await db
          .update(staffAccounts)
          .set({
            role: identity.role,
            ...(identity.displayName === null ? {} : { display_name: identity.displayName }),
            ...(identity.email === null ? {} : { email: identity.email }),
            updated_at: now(),
          })
          .where(eq(staffAccounts.id, linked.id));
      }
      return {
        id: linked.id,
        username: linked.username,
        role: identity.role,
        outcome: changes.length > 0 ? "updated" : "unchanged",
        changes,
      };
    }
    const id = randomUUID();
    const [made] = await db
      .insert(staffAccounts)
      .values({
        id,
        username: identity.username,
        role: identity.role,
        // A password no one knows: the account signs in through the directory only, and a guess at
        // it costs as long as at any other account's.
        password_hash: await hashPassword(randomBytes(32).toString("base64url")),
        display_name: identity.displayName,
        email: identity.email,
        directory_subject: identity.subject,
      })
      .onConflictDoNothing()
      .returning({ id: staffAccounts.id });
    if (made) return { id, username: identity.username, role: identity.role, outcome: "created", changes: [] };
    // Either the username is a local account's, or the same person's first two sign-ins crossed.
    const [raced] = await db.select().from(staffAccounts).where(eq(staffAccounts.directory_subject, identity.subject)).limit(1);
    if (raced)
      return raced.disabled ? "disabled" : { id: raced.id, username: raced.username, role: raced.role, outcome: "unchanged", changes: [] };
    return "name_taken";
  }

  return {
    label: settings.label,

    async begin(next) {
      const configuration = await getConfiguration();
      const oidc = await library();
      const pending: PendingDirectorySignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        next,
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: "openid profile email",
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: "S256",
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url, pending };
    },

    async complete(callbackUrl, pending) {
      let configuration: Oidc.Configuration;
      try {
        configuration = await getConfiguration();
      } catch {
        return { status: "refused", reason: "unavailable" };
      }
      const oidc = await library();
      let claims: Record<string, unknown>;
      try {
        const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = { ...tokens.claims()! };
        // Many directories put groups in the user-info answer only.
        if (claims[settings.rolesClaim] === undefined && tokens.access_token && configuration.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
          claims = { ...info, ...claims };
        }
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return { status: "refused", reason: error instanceof TypeError ? "unavailable" : "failed", detail };
      }
      const subject = String(claims.sub);
      const named = StaffUsernameSchema.safeParse(claims.preferred_username ?? claims.email ?? subject);
      const username = named.success ? named.data : `directory-${subject.replace(/[^A-Za-z0-9._@-]/g, "").slice(0, 80)}`;
      if (settings.requireSecondFactor && !showsSecondFactor(claims.amr)) {
        return { status: "refused", reason: "no_second_factor", subject, username };
      }
      const role = findDirectoryRole(readDirectoryGroups(claims[settings.rolesClaim]), settings.roleMap);
      if (!role) return { status: "refused", reason: "no_role", subject, username };
      const account = await findOrMakeAccount({
        subject,
        username,
        role,
        displayName: typeof claims.name === "string" && claims.name.trim() !== "" ? claims.name.trim().slice(0, 200) : null,
        email: typeof claims.email === "string" && claims.email_verified !== false ? claims.email.slice(0, 254) : null,
      });
      if (typeof account === "string") return { status: "refused", reason: account, subject, username };
      return { status: "signed_in", account, subject };
    },

    async endSessionUrl() {
      try {
        const configuration = await getConfiguration();
        const oidc = await library();
        if (!configuration.serverMetadata().end_session_endpoint) return undefined;
        return oidc.buildEndSessionUrl(configuration, {
          client_id: settings.clientId,
          post_logout_redirect_uri: `${settings.publicUrl}/staff`,
        });
      } catch {
        return undefined;
      }
    },
  };
}

export type { DirectoryRefusal };
