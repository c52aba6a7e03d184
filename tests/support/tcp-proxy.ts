import net from "node:net";

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
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let isCut = false;

  const server = net.createServer((client) => {
    if (isCut) {
      client.on("error", () => {});
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
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
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;

  const cut = () => {
    isCut = true;
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };

  return {
    port: address.port,
    get openConnections() {
      return [...sockets].filter((socket) => socket.remotePort !== target.port).length;
    },
    cut,
    restore() {
      isCut = false;
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
