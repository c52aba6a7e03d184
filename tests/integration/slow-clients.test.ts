import net from "node:net";
import { describe, expect, it } from "vitest";
import { useTestServer } from "#tests/support/test-server.ts";

/** What a raw connection saw: the bytes answered and how long until the server closed it. */
interface Outcome {
  answer: string;
  closedAfterMs: number;
}

/** Opens a connection, sends `head`, then `chunk` every `everyMs` until the server closes it (or `giveUpMs`). */
function trickle(port: number, head: string, chunk: string, everyMs: number, giveUpMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (data: string) => (answer += data));
    socket.on("error", () => {});
    socket.write(head);
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(chunk);
    }, everyMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

function openConnection(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.on("error", reject);
  });
}

/** Sends one GET on an open connection and answers its status line. */
function get(socket: net.Socket, url: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = "";
    const onData = (data: Buffer) => {
      answer += data.toString("utf8");
      if (answer.includes("\r\n\r\n")) {
        socket.off("data", onData);
        resolve(answer.split("\r\n")[0]!);
      }
    };
    socket.on("data", onData);
    socket.on("close", () => resolve(answer.split("\r\n")[0] ?? ""));
    socket.write(`GET ${url} HTTP/1.1\r\nhost: localhost\r\n\r\n`);
  });
}

describe("slow and greedy clients (a body must arrive within 1 s here; 3 connections an address)", () => {
  const server = useTestServer("pglite", {
    listen: true,
    env: { REQUEST_BODY_SECONDS: "1", UPLOAD_MIN_BYTES_PER_SECOND: "200", CONNECTIONS_PER_ADDRESS: "3" },
  });

  it("cuts a sign-in whose body trickles in, with 408, within the bound", async () => {
    const head = "POST /api/login HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{";
    const outcome = await trickle(server.port, head, " ", 300, 10_000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.answer).toContain('"error"');
    expect(outcome.closedAfterMs).toBeLessThan(2_500);
  });

  it("cuts headers that trickle in", async () => {
    const outcome = await trickle(server.port, "GET /healthz HTTP/1.1\r\nhost: localhost\r\n", "x-slow: 1\r\n", 300, 10_000);
    expect(outcome.closedAfterMs).toBeLessThan(3_000);
  });

  it("lets an upload that keeps a steady rate run past the bound, and cuts one that stalls", async () => {
    const { authorization } = server.staff;
    const head =
      `POST /api/staff/media HTTP/1.1\r\nhost: localhost\r\nauthorization: ${authorization}\r\n` +
      `content-type: multipart/form-data; boundary=x\r\ncontent-length: 1000000\r\n\r\n--x\r\n`;
    const [steady, stalled] = await Promise.all([
      trickle(server.port, head, "a".repeat(100), 100, 3_500),
      trickle(server.port, head, "a", 500, 10_000),
    ]);
    // 1,000 bytes a second against 200 required: still open when the client gave up.
    expect(steady.closedAfterMs).toBeGreaterThanOrEqual(3_400);
    expect(steady.answer).toBe("");
    expect(stalled.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(stalled.closedAfterMs).toBeLessThan(2_500);
  });

  it("refuses an address's fourth connection with 429 while its other three (and the server) still answer", async () => {
    const held = await Promise.all([openConnection(server.port), openConnection(server.port), openConnection(server.port)]);
    try {
      const fourth = await openConnection(server.port);
      expect(await get(fourth, "/healthz")).toMatch(/^HTTP\/1\.1 429/);
      fourth.destroy();
      for (const socket of held) expect(await get(socket, "/healthz")).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const socket of held) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await openConnection(server.port);
    expect(await get(again, "/healthz")).toMatch(/^HTTP\/1\.1 200/);
    again.destroy();
  });
});
