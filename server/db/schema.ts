// The one database schema (Postgres dialect) for PGlite and PostgreSQL alike (ADR 010), kept by
// area in schema/ (ADR 043): drizzle-kit reads those files, the server imports them from here.
export * from "./schema/content.ts";
export * from "./schema/collections.ts";
export * from "./schema/kyc.ts";
export * from "./schema/onboarding.ts";
export * from "./schema/staff-identity.ts";
export * from "./schema/staff-passkeys.ts";
export * from "./schema/account-opening.ts";
export * from "./schema/media.ts";
export * from "./schema/meta.ts";
export * from "./schema/record-versions.ts";
export * from "./schema/record-drafts.ts";
export * from "./schema/complaints.ts";
export * from "./schema/pending-changes.ts";
