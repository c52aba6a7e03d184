import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InvalidMessageError, maskAddress, type Message } from "./messenger.ts";
import { createOutboxMessenger, getOutboxPath, type OutboxEntry } from "./outbox-messenger.ts";
import { createTestLogger } from "./test-logger.ts";

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "outbox-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function readOutbox(): Promise<OutboxEntry[]> {
  const text = await readFile(getOutboxPath(dataDir), "utf8");
  expect(text.endsWith("\n")).toBe(true);
  return text
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as OutboxEntry);
}

const sms: Message = { channel: "sms", to: "+265991234567", subject: "", text: "Your FDH code is 123456", lang: "en" };

describe("the outbox messenger", () => {
  it("writes each message as one JSON line with channel, to, subject, text and created_at", async () => {
    const logger = createTestLogger();
    const messenger = createOutboxMessenger({
      file: getOutboxPath(path.join(dataDir, "nested")),
      logger,
      now: () => new Date("2026-11-22T08:00:00.000Z"),
    });
    await messenger.send(sms);
    await messenger.send({ channel: "email", to: "chisomo@example.mw", subject: "Nambala yanu", text: "Nambala: 654321", lang: "ny" });
    const lines = (await readFile(path.join(dataDir, "nested", "outbox.jsonl"), "utf8")).trimEnd().split("\n");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        channel: "sms",
        to: "+265991234567",
        subject: "",
        text: "Your FDH code is 123456",
        lang: "en",
        created_at: "2026-11-22T08:00:00.000Z",
      },
      {
        channel: "email",
        to: "chisomo@example.mw",
        subject: "Nambala yanu",
        text: "Nambala: 654321",
        lang: "ny",
        created_at: "2026-11-22T08:00:00.000Z",
      },
    ]);
  });

  it("keeps the file private to the server's user", async () => {
    await createOutboxMessenger({ file: getOutboxPath(dataDir), logger: createTestLogger() }).send(sms);
    expect((await stat(getOutboxPath(dataDir))).mode & 0o777).toBe(0o600);
  });

  it("never interleaves lines when many messages are sent at once", async () => {
    const first = createOutboxMessenger({ file: getOutboxPath(dataDir), logger: createTestLogger() });
    // A second messenger on the same file stands in for a second server process.
    const second = createOutboxMessenger({ file: getOutboxPath(dataDir), logger: createTestLogger() });
    const long = "x".repeat(1_000);
    await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? first : second).send({ ...sms, text: `${i} ${long}` })));
    const entries = await readOutbox();
    expect(entries).toHaveLength(200);
    expect(new Set(entries.map((entry) => entry.text.split(" ")[0])).size).toBe(200);
  });

  it("logs the channel and a masked address, never the text with its code", async () => {
    const logger = createTestLogger();
    await createOutboxMessenger({ file: getOutboxPath(dataDir), logger }).send(sms);
    expect(logger.lines).toEqual([
      { level: "info", details: { channel: "sms", to: "+26599****567", subject: "" }, message: "message written to the outbox" },
    ]);
    expect(JSON.stringify(logger.lines)).not.toContain("123456");
  });

  it("refuses what no provider should send, and writes nothing for it", async () => {
    const messenger = createOutboxMessenger({ file: getOutboxPath(dataDir), logger: createTestLogger() });
    const bad: Message[] = [
      { ...sms, to: "0991234567" },
      { ...sms, channel: "email", to: "a@example.mw\r\nBcc: b@example.mw" },
      { ...sms, channel: "email", to: "a@example.mw", subject: "Hi\r\nBcc: b@example.mw" },
      { ...sms, text: "x".repeat(1_121) },
      { ...sms, text: "   " },
    ];
    for (const message of bad) await expect(messenger.send(message)).rejects.toThrow(InvalidMessageError);
    await expect(stat(getOutboxPath(dataDir))).rejects.toThrow(/ENOENT/);
  });

  it("masks phone numbers and e-mail addresses for logs", () => {
    expect(maskAddress("+265991234567")).toBe("+26599****567");
    expect(maskAddress("chisomo@fdh.co.mw")).toBe("c***@fdh.co.mw");
    expect(maskAddress("12345")).toBe("***");
  });
});
