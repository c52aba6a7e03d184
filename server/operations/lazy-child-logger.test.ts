import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createLazyChildLogger, REDACT_PATHS } from "./logging.ts";

/** A pino logger with the server's redaction, writing its lines into an array. */
function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino(
    { level, redact: { paths: REDACT_PATHS, censor: "[redacted]" } },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  let children = 0;
  const child = parent.child.bind(parent);
  parent.child = ((bindings, options) => (children++, child(bindings, options))) as typeof parent.child;
  return { parent, lines, children: () => children };
}

describe("a request's logger", () => {
  it("writes the request's lines with its id, redacted as the server's are", () => {
    const { parent, lines } = logger("info");
    const log = createLazyChildLogger(parent, { reqId: "req-1" }, {});
    log.info({ body: { password: "hunter2", name: "Chikondi" } }, "signed in");
    expect(lines).toEqual([
      expect.objectContaining({ reqId: "req-1", msg: "signed in", body: { password: "[redacted]", name: "Chikondi" } }),
    ]);
  });

  it("makes no pino child for a request that logs nothing, or only below the level", () => {
    const { parent, lines, children } = logger("warn");
    const log = createLazyChildLogger(parent, { reqId: "req-2" }, {});
    log.info("routine");
    log.debug("detail");
    expect(children()).toBe(0);
    log.warn("odd");
    log.error("worse");
    expect(children()).toBe(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ["req-2", "odd"],
      ["req-2", "worse"],
    ]);
  });

  it("follows a route's own level and a level set on it", () => {
    const { parent, lines } = logger("warn");
    const log = createLazyChildLogger(parent, { reqId: "req-3" }, { level: "debug" });
    expect(log.level).toBe("debug");
    log.debug("route detail");
    log.level = "error";
    log.warn("now hidden");
    expect(lines.map((line) => line.msg)).toEqual(["route detail"]);
  });
});
