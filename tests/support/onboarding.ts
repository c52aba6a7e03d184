import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { getOutboxPath, type OutboxEntry } from "#server/messaging/outbox-messenger.ts";

/** The outbox entries sent to an address, oldest first: how a tester reads the SMS or e-mail. */
export function readOutbox(dataDir: string, to?: string): OutboxEntry[] {
  const file = getOutboxPath(dataDir);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => to === undefined || entry.to === to);
}

/** The code of the latest message to an address, read from its text as a person would. */
export function readLatestCode(dataDir: string, to: string): string {
  const entries = readOutbox(dataDir, to);
  const text = entries.at(-1)?.text ?? "";
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

let nextAddress = 1;
/** A fresh client address, so the per-address send limit of one test does not touch another. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.9.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

/** Asks for a code, reads it from the outbox and verifies it: answers the session's authorization header. */
export async function openKycSession(
  app: FastifyInstance,
  dataDir: string,
  username: string,
  e164OrEmail = username,
): Promise<{ authorization: string; token: string }> {
  const remoteAddress = freshAddress();
  const sent = await app.inject({ method: "POST", url: "/onboarding/verify-username", payload: { username }, remoteAddress });
  if (sent.statusCode !== 200) throw new Error(`verify-username: ${sent.statusCode} ${sent.body}`);
  const code = readLatestCode(dataDir, e164OrEmail);
  const verified = await app.inject({ method: "POST", url: "/onboarding/verify-code", payload: { username, code }, remoteAddress });
  if (verified.statusCode !== 200) throw new Error(`verify-code: ${verified.statusCode} ${verified.body}`);
  const token = verified.json<{ token: string }>().token;
  return { authorization: `Bearer ${token}`, token };
}
