import type { MessageLogger } from "./messenger.ts";

/** A logger for tests that keeps what it was told. */
export function createTestLogger(): MessageLogger & { lines: Array<{ level: string; details: object; message: string }> } {
  const lines: Array<{ level: string; details: object; message: string }> = [];
  return {
    lines,
    info: (details, message) => lines.push({ level: "info", details, message }),
    warn: (details, message) => lines.push({ level: "warn", details, message }),
  };
}
