import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AFRICAS_TALKING_LIVE_URL,
  AFRICAS_TALKING_SANDBOX_URL,
  createAfricasTalkingMessenger,
  getAfricasTalkingBaseUrl,
} from "./africas-talking-messenger.ts";
import { MessageDeliveryError, type Message } from "./messenger.ts";
import { createTestLogger } from "./test-logger.ts";

interface Request {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

// A local HTTP server on 127.0.0.1 that answers as Africa's Talking's messaging API does.
let server: Server;
let baseUrl: string;
let requests: Request[] = [];
let answer: { status: number; body: string; delayMs?: number };

const ACCEPTED = JSON.stringify({
  SMSMessageData: {
    Message: "Sent to 1/1 Total Cost: MWK 5.0000",
    Recipients: [{ statusCode: 101, number: "+265991234567", status: "Success", cost: "MWK 5.0000", messageId: "ATXid_1" }],
  },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      setTimeout(() => {
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  answer = { status: 201, body: ACCEPTED };
});

const sms: Message = { channel: "sms", to: "+265991234567", subject: "", text: "Your FDH code is 482913 & valid 10 min", lang: "en" };

describe("the Africa's Talking SMS messenger", () => {
  it("posts a form-encoded request to /version1/messaging with the API key header", async () => {
    const logger = createTestLogger();
    const messenger = createAfricasTalkingMessenger({ username: "fdhbank", apiKey: "atsk_secret", baseUrl, logger, senderId: "FDHBank" });
    await messenger.send(sms);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/version1/messaging");
    expect(request!.headers.apikey).toBe("atsk_secret");
    expect(request!.headers.accept).toBe("application/json");
    expect(request!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      username: "fdhbank",
      to: "+265991234567",
      message: "Your FDH code is 482913 & valid 10 min",
      bulkSMSMode: "1",
      from: "FDHBank",
    });
    expect(logger.lines[0]).toMatchObject({ details: { channel: "sms", to: "+26599****567", messageId: "ATXid_1" }, message: "SMS sent" });
  });

  it("uses the sandbox host for the username sandbox and the live host otherwise", () => {
    expect(getAfricasTalkingBaseUrl("sandbox")).toBe(AFRICAS_TALKING_SANDBOX_URL);
    expect(getAfricasTalkingBaseUrl("fdhbank")).toBe(AFRICAS_TALKING_LIVE_URL);
  });

  it("leaves the sender out when none is registered", async () => {
    await createAfricasTalkingMessenger({ username: "sandbox", apiKey: "k", baseUrl, logger: createTestLogger() }).send(sms);
    expect(new URLSearchParams(requests[0]!.body).has("from")).toBe(false);
  });

  it("fails when a recipient is refused, naming the reason", async () => {
    answer = {
      status: 201,
      body: JSON.stringify({
        SMSMessageData: {
          Message: "Sent to 0/1",
          Recipients: [{ statusCode: 405, number: "+265991234567", status: "InsufficientBalance" }],
        },
      }),
    };
    const messenger = createAfricasTalkingMessenger({ username: "fdhbank", apiKey: "k", baseUrl, logger: createTestLogger() });
    await expect(messenger.send(sms)).rejects.toThrow(/InsufficientBalance/);
  });

  it("fails on an error status without repeating the key", async () => {
    answer = { status: 401, body: "The supplied authentication is invalid" };
    const messenger = createAfricasTalkingMessenger({ username: "fdhbank", apiKey: "atsk_secret", baseUrl, logger: createTestLogger() });
    const error = (await messenger.send(sms).then(
      () => undefined,
      (caught: unknown) => caught,
    )) as Error;
    expect(error).toBeInstanceOf(MessageDeliveryError);
    expect(error.message).toMatch(/answered 401/);
    expect(error.message).not.toContain("atsk_secret");
  });

  it("fails on an answer that is not JSON or names no recipient", async () => {
    const messenger = createAfricasTalkingMessenger({ username: "fdhbank", apiKey: "k", baseUrl, logger: createTestLogger() });
    answer = { status: 201, body: "<html>" };
    await expect(messenger.send(sms)).rejects.toThrow(/other than JSON/);
    answer = { status: 201, body: JSON.stringify({ SMSMessageData: { Message: "InvalidSenderId", Recipients: [] } }) };
    await expect(messenger.send(sms)).rejects.toThrow(/InvalidSenderId/);
  });

  it("gives up on a gateway that does not answer in time", async () => {
    answer = { status: 201, body: ACCEPTED, delayMs: 2_000 };
    const messenger = createAfricasTalkingMessenger({
      username: "fdhbank",
      apiKey: "k",
      baseUrl,
      logger: createTestLogger(),
      timeoutMs: 200,
    });
    await expect(messenger.send(sms)).rejects.toThrow(/could not be reached/);
  });

  it("sends no e-mail", async () => {
    const messenger = createAfricasTalkingMessenger({ username: "fdhbank", apiKey: "k", baseUrl, logger: createTestLogger() });
    await expect(messenger.send({ ...sms, channel: "email", to: "a@example.mw" })).rejects.toThrow(/SMS only/);
    expect(requests).toHaveLength(0);
  });
});
