import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMessenger, type MessengerConfig } from "./create-messenger.ts";
import type { Message } from "./messenger.ts";
import { createTestLogger } from "./test-logger.ts";

let dataDir: string;
let smtp: SMTPServer;
let smtpPort: number;
let http: Server;
let httpUrl: string;
const mails: string[] = [];
const smsBodies: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "messenger-"));
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  http = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      smsBodies.push(body);
      res.writeHead(201, { "content-type": "application/json" });
      res.end(JSON.stringify({ SMSMessageData: { Recipients: [{ statusCode: 101, status: "Success", messageId: "m1" }] } }));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  httpUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

const base = (dir: string): MessengerConfig => ({ DATA_DIR: dir, PUBLIC_URL: "https://www.fdh.co.mw", isProduction: false });
const email: Message = { channel: "email", to: "chisomo@example.mw", subject: "Code", text: "Code 111111", lang: "en" };
const sms: Message = { channel: "sms", to: "+265881234567", subject: "", text: "Code 222222", lang: "ny" };

async function readOutbox(dir: string): Promise<Array<{ channel: string; text: string }>> {
  const text = await readFile(path.join(dir, "outbox.jsonl"), "utf8").catch(() => "");
  return text === ""
    ? []
    : text
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line));
}

describe("choosing a messenger per channel", () => {
  it("puts both channels in the outbox when no provider is configured", async () => {
    const dir = path.join(dataDir, "none");
    const messenger = createMessenger(base(dir), createTestLogger());
    await messenger.send(email);
    await messenger.send(sms);
    await messenger.close();
    expect((await readOutbox(dir)).map((entry) => [entry.channel, entry.text])).toEqual([
      ["email", "Code 111111"],
      ["sms", "Code 222222"],
    ]);
  });

  it("sends e-mail by SMTP and keeps SMS in the outbox when only SMTP_URL is set", async () => {
    const dir = path.join(dataDir, "smtp");
    const messenger = createMessenger({ ...base(dir), SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, createTestLogger());
    await messenger.send(email);
    await messenger.send(sms);
    await messenger.close();
    expect(mails.at(-1)).toMatch(/^From: no-reply@www\.fdh\.co\.mw\r$/m);
    expect((await readOutbox(dir)).map((entry) => entry.channel)).toEqual(["sms"]);
  });

  it("sends SMS by Africa's Talking when its username and key are set", async () => {
    const dir = path.join(dataDir, "at");
    const messenger = createMessenger({ ...base(dir), AT_USERNAME: "sandbox", AT_API_KEY: "k" }, createTestLogger(), {
      africasTalkingBaseUrl: httpUrl,
    });
    await messenger.send(sms);
    await messenger.send(email);
    expect(new URLSearchParams(smsBodies.at(-1)).get("message")).toBe("Code 222222");
    expect((await readOutbox(dir)).map((entry) => entry.channel)).toEqual(["email"]);
  });

  it("warns in production that outbox messages reach nobody", () => {
    const logger = createTestLogger();
    createMessenger({ ...base(path.join(dataDir, "prod")), isProduction: true, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, logger);
    expect(logger.lines).toEqual([expect.objectContaining({ level: "warn", details: { email: "smtp", sms: "outbox" } })]);
  });
});
