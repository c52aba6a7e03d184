import net from "node:net";

/** When `cutAt` drops the connections: before the server sees the matching message, or once it has answered it. */
export type CutMoment = "before" | "after";

/**
 * A TCP proxy in this process between the server and PostgreSQL or Redis, so a test can take the
 * dependency away without touching the machine's shared PostgreSQL or Redis: `cut()` resets every
 * open connection and refuses new ones (what clients see when the server stops); `restore()` lets
 * connections through again.
 */
export interface TcpProxy {
  /** `host:port` to give the server instead of the real one. */
  port: number;
  /** How many connections are open through the proxy now. */
  readonly openConnections: number;
  cut(): void;
  restore(): void;
  /**
   * Cuts (as `cut()` does) at the first message a client sends that matches `pattern`: `before`
   * the server receives it, or `after` the server has run it and answered, with the answer dropped.
   * `after` on a `commit` is the database going away during the commit: it is done, and the client
   * cannot tell. Resolves once cut.
   */
  cutAt(pattern: RegExp, moment: CutMoment): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let isCut = false;
  let trigger: { pattern: RegExp; moment: CutMoment; resolve: () => void } | undefined;

  const cut = () => {
    isCut = true;
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };

  const server = net.createServer((client) => {
    if (isCut) {
      client.on("error", () => {});
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    // Set when this connection sent the awaited message: its answer is dropped and everything cut.
    let onAnswer: (() => void) | undefined;
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop);
    upstream.on("error", drop);
    client.on("close", drop);
    upstream.on("close", drop);
    client.on("data", (chunk: Buffer) => {
      const armed = trigger;
      if (armed && armed.pattern.test(chunk.toString("latin1"))) {
        trigger = undefined;
        if (armed.moment === "before") {
          cut();
          armed.resolve();
          return;
        }
        onAnswer = () => {
          cut();
          armed.resolve();
        };
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (onAnswer) onAnswer();
      else client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;

  return {
    port: address.port,
    get openConnections() {
      return [...sockets].filter((socket) => socket.remotePort !== target.port).length;
    },
    cut,
    restore() {
      isCut = false;
    },
    cutAt(pattern, moment) {
      return new Promise<void>((resolve) => {
        trigger = { pattern, moment, resolve };
      });
    },
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The same URL with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const parsed = new URL(url);
  parsed.hostname = "127.0.0.1";
  parsed.port = String(proxy.port);
  return parsed.toString();
}
