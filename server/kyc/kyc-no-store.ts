import type { FastifyInstance } from "fastify";
import { KYC_DOCUMENTS_PATH } from "#domain/kyc.ts";

/** Paths whose answers carry personal data or KYC sessions: one-time codes, uploads, documents, records. */
export const PERSONAL_DATA_PATHS = ["/onboarding", "/api/uploads", KYC_DOCUMENTS_PATH, "/api/kyc_account_details"] as const;

function isPersonalDataPath(url: string): boolean {
  const path = url.split("?", 1)[0]!;
  return PERSONAL_DATA_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Every answer on a KYC path, success or error, is `Cache-Control: no-store` (DESIGN.md: personal
 * data is never cached), whatever the route itself remembered to set.
 */
export function registerKycNoStore(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isPersonalDataPath(request.url)) return payload;
    const current = reply.getHeader("cache-control");
    if (typeof current !== "string" || !/\bno-store\b/.test(current)) reply.header("cache-control", "no-store");
    return payload;
  });
}
