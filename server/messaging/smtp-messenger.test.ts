import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MessageDeliveryError } from "./messenger.ts";
import { createSmtpMessenger, parseSmtpUrl } from "./smtp-messenger.ts";
import { createTestLogger } from "./test-logger.ts";

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

// A real SMTP server in this process: the messenger talks SMTP to it over a socket on 127.0.0.1.
let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    // A relay on the same machine, like the loopback case the messenger allows without TLS.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === "kyc" && auth.password === "p@ss word") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("nobody@")) callback(new Error("Mailbox unavailable"));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(resolve));
});

describe("SMTP_URL", () => {
  it("reads host, port, credentials and the sender", () => {
    expect(parseSmtpUrl("smtp://kyc:p%40ss%20word@mail.fdh.co.mw:2525?from=kyc%40fdh.co.mw", "no-reply@localhost")).toEqual({
      host: "mail.fdh.co.mw",
      port: 2525,
      secure: false,
      requireTLS: true,
      auth: { user: "kyc", pass: "p@ss word" },
      from: "kyc@fdh.co.mw",
    });
  });

  it("uses implicit TLS for smtps and the default ports", () => {
    expect(parseSmtpUrl("smtps://mail.fdh.co.mw", "no-reply@fdh.co.mw")).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: false,
      from: "no-reply@fdh.co.mw",
    });
    expect(parseSmtpUrl("smtp://mail.fdh.co.mw", "x@y.mw")).toMatchObject({ port: 587, requireTLS: true });
    expect(parseSmtpUrl("smtp://mail.fdh.co.mw", "x@y.mw").auth).toBeUndefined();
  });

  it("lets only a relay on this machine go without STARTTLS", () => {
    for (const host of ["127.0.0.1", "localhost", "[::1]"]) expect(parseSmtpUrl(`smtp://${host}:25`, "x@y.mw").requireTLS).toBe(false);
    expect(parseSmtpUrl("smtp://10.0.0.5:25", "x@y.mw").requireTLS).toBe(true);
  });
});

describe("the SMTP messenger against a real SMTP server", () => {
  it("delivers the e-mail with its sender, subject, text and language", async () => {
    const logger = createTestLogger();
    const settings = parseSmtpUrl(`smtp://kyc:p%40ss%20word@127.0.0.1:${port}?from=kyc%40fdh.co.mw`, "no-reply@localhost");
    const messenger = createSmtpMessenger({ settings, logger });
    await messenger.send({
      channel: "email",
      to: "chisomo@example.mw",
      subject: "Your FDH code",
      text: "Your code is 482913.",
      lang: "en",
    });
    await messenger.close();

    const mail = received.at(-1)!;
    expect(mail.user).toBe("kyc");
    expect(mail.from).toBe("kyc@fdh.co.mw");
    expect(mail.to).toEqual(["chisomo@example.mw"]);
    expect(mail.raw).toMatch(/^Subject: Your FDH code\r$/m);
    expect(mail.raw).toMatch(/^Content-Language: en\r$/m);
    expect(mail.raw).toMatch(/^To: chisomo@example\.mw\r$/m);
    expect(mail.raw).toContain("Your code is 482913.");
    expect(logger.lines[0]).toMatchObject({ details: { channel: "email", to: "c***@example.mw" }, message: "e-mail sent" });
  });

  it("fails loudly when the server refuses the recipient or the credentials", async () => {
    const logger = createTestLogger();
    const good = createSmtpMessenger({ settings: parseSmtpUrl(`smtp://kyc:p%40ss%20word@127.0.0.1:${port}`, "a@fdh.co.mw"), logger });
    await expect(good.send({ channel: "email", to: "nobody@example.mw", subject: "x", text: "x", lang: "en" })).rejects.toThrow(
      MessageDeliveryError,
    );
    const wrong = createSmtpMessenger({ settings: parseSmtpUrl(`smtp://kyc:wrong@127.0.0.1:${port}`, "a@fdh.co.mw"), logger });
    await expect(wrong.send({ channel: "email", to: "chisomo@example.mw", subject: "x", text: "x", lang: "en" })).rejects.toThrow(
      /Invalid username or password/,
    );
  });

  it("refuses to send in clear text when TLS is required and the server offers none", async () => {
    const settings = { ...parseSmtpUrl(`smtp://127.0.0.1:${port}`, "a@fdh.co.mw"), requireTLS: true };
    const before = received.length;
    const messenger = createSmtpMessenger({ settings, logger: createTestLogger() });
    await expect(messenger.send({ channel: "email", to: "chisomo@example.mw", subject: "x", text: "code 1", lang: "en" })).rejects.toThrow(
      MessageDeliveryError,
    );
    expect(received.length).toBe(before);
  });

  it("sends no SMS", async () => {
    const messenger = createSmtpMessenger({
      settings: parseSmtpUrl(`smtp://127.0.0.1:${port}`, "a@fdh.co.mw"),
      logger: createTestLogger(),
    });
    await expect(messenger.send({ channel: "sms", to: "+265991234567", subject: "", text: "x", lang: "en" })).rejects.toThrow(
      /e-mail only/,
    );
  });
});
