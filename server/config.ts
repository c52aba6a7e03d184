import path from "node:path";
import { z } from "zod";
import { STAFF_ROLES, type StaffRole } from "#domain/permissions.ts";
import { DEFAULT_RATE_ALERT_PERCENT } from "#domain/content/rate-moves.ts";
import { RECOMMENDED_APPROVAL_COLLECTIONS } from "#domain/content/approvals.ts";
import { DEFAULT_SITE_PREFIX, SITE_PREFIX_PATTERN } from "#domain/site.ts";
import { COLLECTION_NAMES, isCollectionName, type CollectionName } from "#domain/content/schemas/collections.ts";
import { DEFAULT_DIRECTORY_ROLE_MAP, parseDirectoryRoleMap, type DirectoryRoleRule } from "#domain/staff-identity/directory-roles.ts";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: string[], example: string) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be 1 to 65535")
      .max(65535, "must be 1 to 65535")
      .default(3000),
    HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
    PUBLIC_URL: urlWithProtocols(["http:", "https:"], "https://www.example.mw"),
    DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
    BUILD_DIR: z.string().trim().min(1, "must not be empty").default("build"),
    DATABASE_URL: urlWithProtocols(["postgres:", "postgresql:"], "postgres://user:password@host:5432/db"),
    REDIS_URL: urlWithProtocols(["redis:", "rediss:"], "redis://127.0.0.1:6379"),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: urlWithProtocols(["http:", "https:"], "https://s3.af-south-1.amazonaws.com"),
    S3_REGION: optionalText,
    SMTP_URL: urlWithProtocols(["smtp:", "smtps:"], "smtp://user:password@mail.example.mw:587"),
    AT_USERNAME: optionalText,
    AT_API_KEY: optionalText,
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 12, {
      message: "must be at least 12 characters",
    }),
    ADMIN_TOTP_SECRET: optionalText
      .transform((value) => value?.replace(/[\s-]/g, "").toUpperCase())
      .refine((value) => value === undefined || /^[A-Z2-7]{16,}=*$/.test(value), {
        message: "must be a base32 key of at least 16 characters (A to Z, 2 to 7)",
      }),
    ADMIN_TOKEN: optionalText.refine((value) => value === undefined || /^[A-Za-z0-9._~+/=-]{32,512}$/.test(value), {
      message: "must be at least 32 characters of A to Z, a to z, 0 to 9 and . _ ~ + / = - (openssl rand -base64 32 makes one)",
    }),
    STAFF_MFA_ROLES: z
      .string()
      .trim()
      .default(STAFF_ROLES.join(","))
      .transform((value) =>
        value
          .split(",")
          .map((role) => role.trim())
          .filter((role) => role !== ""),
      )
      .refine((roles) => roles.every((role) => (STAFF_ROLES as readonly string[]).includes(role)), {
        message: `must be a comma list of the roles ${STAFF_ROLES.join(", ")}`,
      })
      .transform((roles) => roles as StaffRole[]),
    // Single sign-on with the bank's directory (ADR 066): on when OIDC_ISSUER is set.
    OIDC_ISSUER: urlWithProtocols(["http:", "https:"], "https://login.example.mw/realms/staff"),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_ROLES_CLAIM: z.string().trim().min(1, "must not be empty").default("groups"),
    OIDC_ROLE_MAP: z
      .string()
      .trim()
      .default(DEFAULT_DIRECTORY_ROLE_MAP)
      .transform((value, ctx) => {
        const rules = parseDirectoryRoleMap(value);
        if (typeof rules === "string") {
          ctx.addIssue({ code: "custom", message: rules });
          return z.NEVER;
        }
        return rules as DirectoryRoleRule[];
      }),
    /** What the console's button calls the directory: "Sign in with <OIDC_LABEL>". */
    OIDC_LABEL: z.string().trim().min(1, "must not be empty").max(60, "must be 60 characters or fewer").default("the bank's directory"),
    /** Refuse a directory sign-in whose ID token does not show a second factor in `amr` (RFC 8176). */
    OIDC_REQUIRE_MFA: z
      .enum(["true", "false"], { message: "must be true or false" })
      .default("true")
      .transform((value) => value === "true"),
    /**
     * Maker-checker (ADR 062): writes to these collections wait for a second person with
     * publishing rights to approve them in the console's Approvals screen. A comma list of
     * collection names; empty turns approvals off (an install with one editor must, or it cannot
     * publish to them). The default is the recommended list.
     */
    APPROVAL_COLLECTIONS: z
      .string()
      .trim()
      .default(RECOMMENDED_APPROVAL_COLLECTIONS.join(","))
      .transform((value, ctx) => {
        const names = value === "" ? [] : value.split(",").map((name) => name.trim());
        const unknown = names.find((name) => !isCollectionName(name));
        if (unknown !== undefined) {
          ctx.addIssue({
            code: "custom",
            message: `must be a comma list of collections (${COLLECTION_NAMES.join(", ")}); "${unknown}" is none`,
          });
          return z.NEVER;
        }
        return [...new Set(names)] as CollectionName[];
      }),
    TILE_URL: z
      .string()
      .trim()
      .regex(/^https?:\/\/\S*\{z\}\S*\{x\}\S*\{y\}/, "must be a tile URL template with {z}, {x} and {y}")
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    SITE_PREFIX: z
      .string()
      .regex(SITE_PREFIX_PATTERN, "must be 2 to 12 lowercase letters or digits, starting with a letter")
      .default(DEFAULT_SITE_PREFIX),
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(true|false|[\d.:a-fA-F/]+(,[\d.:a-fA-F/]+)*)$/, "must be true, false, or a comma-separated list of proxy addresses")
      .default("false"),
    REQUEST_BODY_SECONDS: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be a positive whole number")
      .default(30),
    UPLOAD_MIN_BYTES_PER_SECOND: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be a positive whole number")
      .default(500),
    CONNECTIONS_PER_ADDRESS: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must be 0 (no cap) or more")
      .default(64),
    OTP_SENDS_PER_ADDRESS: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be a positive whole number")
      .default(3),
    RATE_ALERT_PERCENT: z.coerce
      .number({ message: "must be a number" })
      .positive("must be more than 0")
      .max(1000, "must be 1000 or less")
      .default(DEFAULT_RATE_ALERT_PERCENT),
    COMPLAINT_RESPONSE_DAYS: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be a positive whole number")
      .max(60, "must be 60 working days or fewer")
      .default(10),
    // The First Save tier's limits in kwacha (ADR 072): the bank sets them; shown to the applicant.
    TIER1_MAX_BALANCE: z.coerce
      .number({ message: "must be a whole number of kwacha" })
      .int("must be a whole number of kwacha")
      .min(1, "must be a positive whole number of kwacha")
      .max(1_000_000_000, "must be K1,000,000,000 or less")
      .default(500_000),
    TIER1_DAILY_LIMIT: z.coerce
      .number({ message: "must be a whole number of kwacha" })
      .int("must be a whole number of kwacha")
      .min(1, "must be a positive whole number of kwacha")
      .max(1_000_000_000, "must be K1,000,000,000 or less")
      .default(100_000),
    BIN_RETENTION_DAYS: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be a positive whole number")
      .max(3650, "must be 3650 days (ten years) or fewer")
      .default(30),
    OTP_RESEND_SECONDS: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must be 0 (no spacing) or more")
      .default(60),
    STAFF_SIGN_INS_PER_MINUTE: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be a positive whole number")
      .default(10),
    PAGE_CACHE_SECONDS: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must be 0 (off) or more")
      .default(60),
    PAGE_CACHE_MB: z.coerce.number({ message: "must be a number" }).positive("must be more than 0").default(32),
    METRICS_TOKEN: optionalText.refine((value) => value === undefined || /^[\x21-\x7e]{16,}$/.test(value), {
      message: "must be at least 16 characters without spaces",
    }),
    METRICS_PORT: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be 1 to 65535")
      .max(65535, "must be 1 to 65535")
      .optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    const pairs: Array<[keyof typeof env, keyof typeof env]> = [
      ["AT_USERNAME", "AT_API_KEY"],
      ["ADMIN_USERNAME", "ADMIN_PASSWORD"],
    ];
    for (const [a, b] of pairs) {
      if ((env[a] === undefined) !== (env[b] === undefined)) {
        const missing = env[a] === undefined ? a : b;
        ctx.addIssue({ code: "custom", path: [missing], message: `must be set together with ${missing === a ? b : a}` });
      }
    }
    if (env.ADMIN_TOTP_SECRET !== undefined && env.ADMIN_USERNAME === undefined) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_TOTP_SECRET"], message: "needs ADMIN_USERNAME and ADMIN_PASSWORD" });
    }
    if (env.OIDC_ISSUER !== undefined) {
      for (const name of ["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const) {
        if (env[name] === undefined) ctx.addIssue({ code: "custom", path: [name], message: "must be set when OIDC_ISSUER is" });
      }
    }
    if (env.ADMIN_TOKEN !== undefined && env.ADMIN_USERNAME === undefined) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_TOKEN"], message: "needs ADMIN_USERNAME and ADMIN_PASSWORD" });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** The server's configuration, parsed once at start. */
export interface Config extends Omit<Env, "PUBLIC_URL" | "DATA_DIR" | "BUILD_DIR"> {
  PUBLIC_URL: string;
  /** Absolute path. */
  DATA_DIR: string;
  /** Absolute path of the app build (build/ by default). */
  BUILD_DIR: string;
  isProduction: boolean;
}

/** Thrown for a bad environment; its message is one line naming the variable. */
export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const value = env[name];
    const shown = value === undefined || /PASSWORD|KEY|SECRET|TOKEN|URL/.test(name) ? "" : ` (got "${value}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const values = parsed.data;
  const localHost =
    values.HOST === "0.0.0.0" || values.HOST === "::" ? "localhost" : values.HOST === "127.0.0.1" ? "localhost" : values.HOST;
  return {
    ...values,
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://${localHost}:${values.PORT}`).replace(/\/+$/, ""),
    DATA_DIR: path.resolve(values.DATA_DIR),
    BUILD_DIR: path.resolve(values.BUILD_DIR),
    isProduction: values.NODE_ENV === "production",
  };
}
