import type { KycMessages } from "./kyc-messages.ts";

/** A failed KYC call: an HTTP answer (status and the server's `{error}`), no network, or the 20 s wait ran out. */
export class KycRequestError extends Error {
  readonly kind: "http" | "network" | "timeout";
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: "http" | "network" | "timeout", status: number, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = "KycRequestError";
    this.kind = kind;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

// The server's English texts (server/onboarding/onboarding-routes.ts, server/kyc/*) that spec §8
// names, or that a visitor can act on, each with its message in the visitor's language.
const KNOWN: Array<{ match: (text: string) => boolean; text: (m: KycMessages) => string }> = [
  { match: (text) => text === "You have entered an invalid verification code", text: (m) => m.wrongCode },
  { match: (text) => text.includes("Unauthorized, get a new OTP") || text.includes("Unauthenticated"), text: (m) => m.newCodeNeeded },
  { match: (text) => /unique/i.test(text) && /id/i.test(text), text: (m) => m.idUsed },
  { match: (text) => text === "You have already submitted", text: (m) => m.alreadySubmitted },
  { match: (text) => text.startsWith("Too many wrong codes today"), text: (m) => m.dailyLimit },
  { match: (text) => text.startsWith("Too many wrong codes"), text: (m) => m.tooManyWrongCodes },
];

// server/kyc/file-inspection.ts UPLOAD_REJECTIONS, by the start of each sentence.
const FILE_REASONS: Array<{ prefix: string; text: (m: KycMessages, name: string) => string }> = [
  { prefix: "Only PDF, JPEG and PNG", text: (m, name) => m.fileErrors.notAllowedType(name) },
  { prefix: "The file is larger than", text: (m, name) => m.fileErrors.tooLarge(name) },
  { prefix: "The file is empty", text: (m, name) => m.fileErrors.empty(name) },
];

/** The message a visitor reads for a failed KYC call, in their language (spec §8). */
export function getKycErrorText(
  error: unknown,
  m: KycMessages,
  context: "code" | "verify" | "upload" | "save" = "save",
  fileName = "",
): string {
  if (!(error instanceof KycRequestError)) return m.unknownError;
  if (error.kind === "timeout") return context === "code" ? m.codeTimeout : m.network;
  if (error.kind === "network") return m.network;
  const known = KNOWN.find((entry) => entry.match(error.message));
  if (known) return known.text(m);
  if (error.status === 409) return m.alreadySubmitted;
  if (error.status === 429 && error.retryAfterSeconds !== undefined) return m.waitBeforeCode(error.retryAfterSeconds);
  if (error.status === 401) return m.sessionExpired;
  if (error.status >= 500 || error.message === "") return m.unknownError;
  if (context === "upload") {
    const reason = FILE_REASONS.find((entry) => error.message.startsWith(entry.prefix));
    return reason && fileName !== "" ? reason.text(m, fileName) : m.fileRefused(error.message);
  }
  return m.rejected(error.message);
}
