// Map tiles for the benchmarks: the real tile server (TILE_URL) is not reachable from this
// machine, and a browser that cannot load a tile logs an error, which Lighthouse counts against
// best practices. This stub answers every tile with the same plain 256×256 PNG, so the audit
// measures the site, not the network it runs on.
import { createServer, type Server } from "node:http";
import { crc32, deflateSync } from "node:zlib";

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** A `size`×`size` opaque PNG of one colour (8-bit RGB). */
export function plainPng(size: number, [red, green, blue]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + size * 3); // filter byte 0, then the pixels
  for (let x = 0; x < size; x++) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export interface TileStub {
  /** A TILE_URL template pointing at the stub. */
  tileUrl: string;
  /** Tiles answered so far. */
  readonly served: number;
  stop: () => Promise<void>;
}

/** Starts the stub on a free loopback port: every `/{z}/{x}/{y}.png` is the same light tile. */
export async function startTileStub(): Promise<TileStub> {
  // The light grey-green of land on an OpenStreetMap tile.
  const tile = plainPng(256, [242, 239, 233]);
  let served = 0;
  const server: Server = createServer((request, response) => {
    if (request.method !== "GET" || !/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? "")) {
      response.writeHead(404).end();
      return;
    }
    served++;
    response.writeHead(200, {
      "content-type": "image/png",
      "content-length": tile.length,
      "cache-control": "public, max-age=86400",
      "access-control-allow-origin": "*",
      "cross-origin-resource-policy": "cross-origin",
    });
    response.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    tileUrl: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    get served() {
      return served;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
