import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

export interface SlowClientLimits {
  /** Seconds an ordinary request's headers and body may take to arrive. */
  bodySeconds: number;
  /** Bytes a second an upload (multipart body) must keep up, averaged over each `bodySeconds`. */
  uploadMinBytesPerSecond: number;
  /** Open connections one address may hold; 0 is no cap. */
  connectionsPerAddress: number;
  /** Addresses not capped: trusted proxies carry many visitors on their connections. */
  isTrustedProxy: (address: string) => boolean;
}

/**
 * A client sending its request slowly holds a connection (and its memory) as long as it likes:
 * an ordinary body must arrive within `bodySeconds`, an upload must keep a minimum rate (a 10 MB
 * KYC file over 2G takes minutes, but never stalls), and one address holds few connections at
 * once (ADR 034). The cut answers 408 when nothing was answered yet, then closes the connection.
 */
export function registerSlowClientLimits(app: FastifyInstance, limits: SlowClientLimits): void {
  const windowMs = limits.bodySeconds * 1000;

  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    const hasBody = raw.headers["content-length"] !== undefined && raw.headers["content-length"] !== "0";
    if ((!hasBody && raw.headers["transfer-encoding"] === undefined) || raw.complete) return done();
    const socket = raw.socket;
    const isUpload = /^multipart\//i.test(raw.headers["content-type"] ?? "");
    let bytesAtCheck = socket.bytesRead;
    const check = () => {
      if (raw.complete || socket.destroyed) return;
      const received = socket.bytesRead - bytesAtCheck;
      bytesAtCheck = socket.bytesRead;
      if (isUpload && received >= limits.uploadMinBytesPerSecond * limits.bodySeconds) {
        timer = setTimeout(check, windowMs).unref();
        return;
      }
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(408, { "content-type": "application/json; charset=utf-8", connection: "close" });
        reply.raw.end(JSON.stringify({ error: "The request body arrived too slowly", code: "request_timeout" }));
      }
      // The body never came: nothing more will be read from this connection.
      // (An injected request in tests has a stand-in socket with nothing to close.)
      setImmediate(() => (typeof socket.destroy === "function" ? socket.destroy() : undefined));
    };
    let timer = setTimeout(check, windowMs).unref();
    raw.once("end", () => clearTimeout(timer));
    raw.once("close", () => clearTimeout(timer));
    done();
  });

  if (limits.connectionsPerAddress <= 0) return;
  const open = new Map<string, number>();
  app.server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    if (limits.isTrustedProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.connectionsPerAddress) {
      const body = JSON.stringify({ error: "Too many connections from your address", code: "too_many_connections" });
      socket.end(
        `HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json; charset=utf-8\r\nretry-after: 10\r\n` +
          `connection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      // A client that never reads its answer is not waited for.
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
