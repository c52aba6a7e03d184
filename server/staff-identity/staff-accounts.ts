import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { StaffAccount } from "#domain/staff-identity/schemas/staff.ts";
import type { StaffRole } from "#domain/permissions.ts";
import type { Database } from "../db/client.ts";
import { staffAccounts, staffSessions, staffTotp } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import { requireStrongPassword } from "./password-policy.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { StaffAuth } from "./staff-auth.ts";
import type { SignInFactors } from "./sign-in-factors.ts";

/** Staff accounts: created, changed and given new passwords; the sessions live in staff-auth.ts (ADR 040). */
export interface StaffAccounts {
  /** Creates the account, or sets its password (signing out its sessions when the password changed). */
  upsertAccount(
    username: string,
    password: string,
    role?: StaffRole,
  ): Promise<{ id: string; outcome: "created" | "updated" | "unchanged" }>;
  /** A person's own password: checks the current one, ends their other sessions. */
  changePassword(staffId: string, currentPassword: string, newPassword: string, keepTokenHash?: string): Promise<void>;
  listAccounts(): Promise<StaffAccount[]>;
  /** One account; 404 when there is none. */
  getAccount(id: string): Promise<StaffAccount>;
  createAccount(input: { username: string; role: StaffRole; password: string; full_name?: string; email?: string }): Promise<StaffAccount>;
  /** Changes role or disabled; disabling ends the account's sessions at once. */
  updateAccount(id: string, change: { role?: StaffRole | undefined; disabled?: boolean | undefined }): Promise<StaffAccount>;
  /** An admin sets a new password, to be changed at the next sign-in (ADR 052); the account's sessions end at once. */
  resetPassword(id: string, password: string): Promise<StaffAccount>;
}

export interface StaffAccountsOptions {
  /** Ends an account's sessions when it is disabled or its password reset. */
  sessions: Pick<StaffAuth, "revokeAllSessions">;
  /** Whether an account has an authenticator app or a passkey, as the list shows it (ADR 052, 053). */
  secondFactor: Pick<SignInFactors, "isEnrolled">;
  now?: () => Date;
}

export function createStaffAccounts(db: Database, options: StaffAccountsOptions): StaffAccounts {
  const now = options.now ?? (() => new Date());
  const { revokeAllSessions } = options.sessions;
  const { isEnrolled } = options.secondFactor;

  async function findAccount(username: string) {
    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username)).limit(1);
    return account;
  }

  type AccountRow = typeof staffAccounts.$inferSelect;

  function toStaffAccount(row: AccountRow, enrolled: boolean): StaffAccount {
    return {
      id: row.id,
      username: row.username,
      full_name: row.display_name,
      email: row.email,
      role: row.role,
      disabled: row.disabled,
      created_at: row.created_at.toISOString(),
      last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
      second_factor: enrolled,
      directory: row.directory_subject !== null,
    };
  }

  async function requireAccount(id: string): Promise<AccountRow> {
    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
    if (!account) throw new HttpError(404, `No staff account with id ${id}`);
    return account;
  }

  return {
    async changePassword(staffId, currentPassword, newPassword, keepTokenHash) {
      const account = await requireAccount(staffId);
      if (!(await verifyPassword(currentPassword, account.password_hash))) {
        throw new HttpError(400, "body.current_password: not your current password", { code: "wrong_credentials" });
      }
      requireStrongPassword(newPassword, "new_password", account.username);
      // A password an admin chose is known to them: keeping it would defeat the change (ADR 052).
      if (newPassword === currentPassword) {
        throw new HttpError(400, "body.new_password: must differ from the current password", { code: "weak_password" });
      }
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(staffAccounts)
          .set({ password_hash: await hashPassword(newPassword), must_change_password: false, updated_at: at })
          .where(eq(staffAccounts.id, staffId));
        // Every other session ends: whoever else knew the old password is out.
        const others = and(eq(staffSessions.staff_id, staffId), isNull(staffSessions.revoked_at));
        await tx
          .update(staffSessions)
          .set({ revoked_at: at })
          .where(keepTokenHash ? and(others, sql`${staffSessions.token_hash} <> ${keepTokenHash}`) : others);
      });
    },

    async listAccounts() {
      const rows = await db
        .select({
          account: staffAccounts,
          secret: staffTotp.secret,
          // A passkey is a second factor too (ADR 053).
          passkey: sql<boolean>`exists (select 1 from staff_passkeys p where p.staff_id = ${staffAccounts.id})`,
        })
        .from(staffAccounts)
        .leftJoin(staffTotp, eq(staffTotp.staff_id, staffAccounts.id))
        .orderBy(asc(staffAccounts.username));
      return rows.map((row) => toStaffAccount(row.account, Boolean(row.secret) || Boolean(row.passkey)));
    },

    async getAccount(id) {
      return toStaffAccount(await requireAccount(id), await isEnrolled(id));
    },

    async createAccount(input) {
      requireStrongPassword(input.password, "password", input.username);
      const [row] = await db
        .insert(staffAccounts)
        .values({
          id: randomUUID(),
          username: input.username,
          role: input.role,
          password_hash: await hashPassword(input.password),
          display_name: input.full_name ?? null,
          email: input.email ?? null,
          // The admin knows this password: the person replaces it at the first sign-in (ADR 052).
          must_change_password: true,
        })
        .onConflictDoNothing({ target: staffAccounts.username })
        .returning();
      if (!row) throw new HttpError(409, `A staff account named ${input.username} exists already`, { code: "username_taken" });
      return toStaffAccount(row, false);
    },

    async updateAccount(id, change) {
      await requireAccount(id);
      const [row] = await db
        .update(staffAccounts)
        .set({
          ...(change.role !== undefined ? { role: change.role } : {}),
          ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
          updated_at: now(),
        })
        .where(eq(staffAccounts.id, id))
        .returning();
      if (change.disabled === true) await revokeAllSessions(id);
      return toStaffAccount(row!, await isEnrolled(id));
    },

    async resetPassword(id, password) {
      const account = await requireAccount(id);
      if (account.directory_subject !== null) {
        throw new HttpError(409, "This account signs in through the bank's directory: its password is kept there", {
          code: "directory_account",
        });
      }
      requireStrongPassword(password, "password", account.username);
      const [row] = await db
        .update(staffAccounts)
        .set({ password_hash: await hashPassword(password), must_change_password: true, updated_at: now() })
        .where(eq(staffAccounts.id, id))
        .returning();
      await revokeAllSessions(id);
      return toStaffAccount(row!, await isEnrolled(id));
    },

    async upsertAccount(username, password, role) {
      const account = await findAccount(username);
      if (!account) {
        const id = randomUUID();
        await db
          .insert(staffAccounts)
          .values({ id, username, password_hash: await hashPassword(password), ...(role ? { role } : {}) })
          .onConflictDoNothing({ target: staffAccounts.username });
        return { id: (await findAccount(username))?.id ?? id, outcome: "created" };
      }
      const { id } = account;
      const roleChanged = role !== undefined && (account.role !== role || account.disabled);
      if (await verifyPassword(password, account.password_hash)) {
        if (!roleChanged) return { id, outcome: "unchanged" };
        await db.update(staffAccounts).set({ role, disabled: false, updated_at: now() }).where(eq(staffAccounts.id, id));
        return { id, outcome: "updated" };
      }
      await db.transaction(async (tx) => {
        await tx
          .update(staffAccounts)
          // The operator's own password (ADMIN_PASSWORD): nothing to change at sign-in.
          .set({
            password_hash: await hashPassword(password),
            must_change_password: false,
            updated_at: now(),
            ...(role ? { role, disabled: false } : {}),
          })
          .where(eq(staffAccounts.id, id));
        await tx.update(staffSessions).set({ revoked_at: now() }).where(eq(staffSessions.staff_id, id));
      });
      return { id, outcome: "updated" };
    },
  };
}
