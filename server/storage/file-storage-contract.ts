import { createHash, randomFillSync } from "node:crypto";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { InvalidStorageKeyError, type FileStorage } from "./file-storage.ts";

/** A stream of `size` bytes made on the fly, never held whole, with the SHA-256 of what it gave. */
export function createGeneratedStream(size: number, chunkSize = 64 * 1024): { stream: Readable; digest: () => string } {
  const hash = createHash("sha256");
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) {
        this.push(null);
        return;
      }
      const length = Math.min(chunkSize, size - sent);
      const chunk = randomFillSync(Buffer.alloc(length));
      hash.update(chunk);
      sent += length;
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest("hex") };
}

/** SHA-256 of a stream's bytes, reading it chunk by chunk. */
export async function hashStream(stream: Readable): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export const UNSAFE_KEYS = [
  "",
  "../outside.pdf",
  "kycdocuments/../../etc/passwd",
  "/etc/passwd",
  "kycdocuments/.hidden.pdf",
  ".tmp/x",
  "kycdocuments//a.pdf",
  "kycdocuments\\..\\a.pdf",
  "KYCdocuments/A.pdf",
  "kycdocuments/a\u0000.pdf",
  "kycdocuments/a b.pdf",
  "a/b/c/d/e.pdf",
  `kycdocuments/${"a".repeat(300)}.pdf`,
];

/** The behaviour every FileStorage adapter shares, run against a real backend. */
export function describeFileStorageContract(name: string, getStorage: () => FileStorage): void {
  describe(`${name}: the FileStorage contract`, () => {
    it("stores a stream under the key plus a unique suffix and reads it back with size and type", async () => {
      const storage = getStorage();
      const stored = await storage.put("kycdocuments/john_banda_payslip.pdf", Readable.from([Buffer.from("%PDF-1.4 first")]));
      expect(stored.key).toMatch(/^kycdocuments\/john_banda_payslip-[0-9a-f]{24}\.pdf$/);
      expect(stored).toMatchObject({ size: 14, contentType: "application/pdf" });
      expect(await storage.exists(stored.key)).toBe(true);
      const download = await storage.get(stored.key);
      expect(download).toMatchObject({ size: 14, contentType: "application/pdf" });
      expect(await text(download!.body)).toBe("%PDF-1.4 first");
    });

    it("never overwrites: the same key twice gives two files", async () => {
      const storage = getStorage();
      const first = await storage.put("kycdocuments/same.png", Readable.from([Buffer.from("one")]));
      const second = await storage.put("kycdocuments/same.png", Readable.from([Buffer.from("two")]));
      expect(first.key).not.toBe(second.key);
      expect(await text((await storage.get(first.key))!.body)).toBe("one");
      expect(await text((await storage.get(second.key))!.body)).toBe("two");
      const again = (await storage.get(second.key))!;
      again.body.destroy();
      expect(again.contentType).toBe("image/png");
    });

    it("streams a file larger than one upload part, byte for byte", async () => {
      const storage = getStorage();
      const size = 12 * 1024 * 1024 + 123;
      const source = createGeneratedStream(size);
      const stored = await storage.put("kycdocuments/big_scan.pdf", source.stream);
      expect(stored.size).toBe(size);
      const download = await storage.get(stored.key);
      expect(download!.size).toBe(size);
      expect(await hashStream(download!.body)).toBe(source.digest());
    });

    it("answers nothing for a missing key, and deleting one is no error", async () => {
      const storage = getStorage();
      expect(await storage.get("kycdocuments/missing-000000000000000000000000.pdf")).toBeUndefined();
      expect(await storage.exists("kycdocuments/missing-000000000000000000000000.pdf")).toBe(false);
      await expect(storage.delete("kycdocuments/missing-000000000000000000000000.pdf")).resolves.toBeUndefined();
    });

    it("lists the stored files under a prefix, and only those", async () => {
      const storage = getStorage();
      const inside = await storage.put("listed/one/a.pdf", Readable.from([Buffer.from("a")]));
      const deeper = await storage.put("listed/one/b.png", Readable.from([Buffer.from("b")]));
      const outside = await storage.put("listed/two/c.pdf", Readable.from([Buffer.from("c")]));
      const listed = [];
      for await (const file of storage.list("listed/one/")) listed.push(file);
      expect(listed.map((file) => file.key).sort()).toEqual([inside.key, deeper.key].sort());
      expect(listed.map((file) => file.key)).not.toContain(outside.key);
      for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it("deletes a stored file", async () => {
      const storage = getStorage();
      const stored = await storage.put("kycdocuments/gone.jpg", Readable.from([Buffer.from("jpeg")]));
      await storage.delete(stored.key);
      expect(await storage.exists(stored.key)).toBe(false);
      expect(await storage.get(stored.key)).toBeUndefined();
    });

    it("fails the upload when the source stream fails", async () => {
      const storage = getStorage();
      const failing = new Readable({
        read() {
          this.destroy(new Error("client went away"));
        },
      });
      await expect(storage.put("kycdocuments/broken.pdf", failing)).rejects.toThrow(/client went away/);
    });

    it.each(UNSAFE_KEYS)("refuses the key %j for every operation", async (key) => {
      const storage = getStorage();
      const body = Readable.from([Buffer.from("x")]);
      await expect(storage.put(key, body)).rejects.toThrow(InvalidStorageKeyError);
      expect(body.destroyed).toBe(true);
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    });
  });
}
