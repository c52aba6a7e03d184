import { mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStorage, getUploadsRoot } from "./create-file-storage.ts";
import { describeFileStorageContract } from "./file-storage-contract.ts";
import { addUniqueSuffix, getContentTypeOfKey, isStorageKey, type FileStorage } from "./file-storage.ts";
import { createLocalFileStorage } from "./local-file-storage.ts";

let dataDir: string;
let storage: FileStorage;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "storage-"));
  storage = await createFileStorage({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describeFileStorageContract("local disk", () => storage);

describe("storage keys", () => {
  it("accepts the keys the KYC upload makes", () => {
    expect(isStorageKey("kycdocuments/john_banda_payslip-0123456789abcdef01234567.pdf")).toBe(true);
  });

  it("puts the unique suffix before the extension", () => {
    expect(addUniqueSuffix("kycdocuments/a.pdf", () => "abc")).toBe("kycdocuments/a-abc.pdf");
    expect(addUniqueSuffix("kycdocuments/noext", () => "abc")).toBe("kycdocuments/noext-abc");
    expect(addUniqueSuffix("v1.2/noext", () => "abc")).toBe("v1.2/noext-abc");
  });

  it("takes the content type from the extension only", () => {
    expect(getContentTypeOfKey("kycdocuments/a.pdf")).toBe("application/pdf");
    expect(getContentTypeOfKey("kycdocuments/a.jpg")).toBe("image/jpeg");
    expect(getContentTypeOfKey("kycdocuments/a.png")).toBe("image/png");
    expect(getContentTypeOfKey("kycdocuments/a.html")).toBe("application/octet-stream");
  });
});

describe("the local-disk storage", () => {
  it("keeps files in DATA_DIR/uploads/kycdocuments, readable by the server's user alone", async () => {
    const stored = await storage.put("kycdocuments/private.pdf", Readable.from([Buffer.from("%PDF-")]));
    const filePath = path.join(getUploadsRoot(dataDir), stored.key);
    expect(await readFile(filePath, "utf8")).toBe("%PDF-");
    expect((await stat(filePath)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(filePath))).mode & 0o777).toBe(0o700);
  });

  it("leaves no temporary file behind, after a success or a failure", async () => {
    await storage.put("kycdocuments/ok.pdf", Readable.from([Buffer.from("ok")]));
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error("cut"));
      },
    });
    await expect(storage.put("kycdocuments/cut.pdf", failing)).rejects.toThrow("cut");
    expect(await readdir(path.join(getUploadsRoot(dataDir), ".tmp"))).toEqual([]);
    expect((await readdir(path.join(getUploadsRoot(dataDir), "kycdocuments"))).some((name) => name.startsWith("cut"))).toBe(false);
  });

  it("shows a file under its name only once it is whole", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let pushed = false;
    const slow = new Readable({
      read() {
        if (pushed) {
          void gate.then(() => this.push(null));
          return;
        }
        pushed = true;
        this.push(Buffer.from("half"));
      },
    });
    const pending = storage.put("kycdocuments/slow.pdf", slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await readdir(path.join(getUploadsRoot(dataDir), "kycdocuments"))).some((name) => name.startsWith("slow"))).toBe(false);
    release();
    const stored = await pending;
    expect(await storage.exists(stored.key)).toBe(true);
  });

  it("does not follow a key out of its root, nor a link planted in its folder", async () => {
    const root = path.join(dataDir, "linked");
    const outside = path.join(dataDir, "outside");
    await rm(outside, { recursive: true, force: true });
    const linked = createLocalFileStorage({ root });
    await linked.put("kycdocuments/seed.pdf", Readable.from([Buffer.from("x")]));
    // The key rule stops every path trick before the file system sees it.
    await expect(linked.get("kycdocuments/../../outside/secret.pdf")).rejects.toThrow(/not a storage key/);
    await writeFile(path.join(dataDir, "secret.txt"), "secret");
    await symlink(path.join(dataDir, "secret.txt"), path.join(root, "kycdocuments", "planted.pdf"));
    // A link planted in the folder is neither read through nor written through.
    expect(await linked.get("kycdocuments/planted.pdf")).toBeUndefined();
    expect(await linked.exists("kycdocuments/planted.pdf")).toBe(false);
    const stored = await linked.put("kycdocuments/planted.pdf", Readable.from([Buffer.from("new")]));
    expect(stored.key).not.toBe("kycdocuments/planted.pdf");
    expect(await readFile(path.join(dataDir, "secret.txt"), "utf8")).toBe("secret");
  });
});
