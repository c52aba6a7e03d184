import { describe, expect, it } from "vitest";
import { answerUnavailableAs503, isDatabaseUnavailableError } from "./database-errors.ts";

describe("telling a database outage from a bad query", () => {
  it.each([
    ["a cut connection", new Error("Connection terminated unexpectedly")],
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a pool with no connection to give", new Error("timeout exceeded when trying to connect")],
    ["PostgreSQL shutting down", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["PostgreSQL starting", Object.assign(new Error("the database system is starting up"), { code: "57P03" })],
    [
      "Drizzle's wrapper around a reset",
      new Error("Failed query: select 1", { cause: Object.assign(new Error("write ECONNRESET"), { code: "ECONNRESET" }) }),
    ],
  ])("counts %s as the database being away", (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    ["a unique violation", Object.assign(new Error("duplicate key value"), { code: "23505" })],
    ["a syntax error", Object.assign(new Error("syntax error at or near"), { code: "42601" })],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["nothing", undefined],
  ])("does not count %s", (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });

  it("turns an outage in a loader's read into a 503 response with Retry-After, and passes anything else on", async () => {
    const away = answerUnavailableAs503(() => Promise.reject(new Error("Connection terminated unexpectedly")));
    const thrown: unknown = await away().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect((thrown as Response).headers.get("retry-after")).toBe("5");
    const broken = answerUnavailableAs503(() => Promise.reject(new TypeError("bug")));
    await expect(broken()).rejects.toThrow(TypeError);
    expect(await answerUnavailableAs503(async (value: number) => value * 2)(21)).toBe(42);
  });
});
