import { tmpdir } from "node:os";
import { Readable } from "node:stream";
import { HeadObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBucket, TEST_S3_REGION, type TestBucket } from "#tests/support/s3rver.ts";
import { createFileStorage } from "./create-file-storage.ts";
import { createGeneratedStream, describeFileStorageContract } from "./file-storage-contract.ts";
import type { FileStorage } from "./file-storage.ts";
import { createS3Client, createS3FileStorage } from "./s3-file-storage.ts";

// A real S3-protocol server on 127.0.0.1 (tests/support/s3rver.ts). The adapter talks to it
// exactly as to S3.
const BUCKET = "fdh-kyc-test";
let bucket: TestBucket;
let endpoint: string;
let client: S3Client;
let storage: FileStorage;
const commands: string[] = [];
const keys: string[] = [];

beforeAll(async () => {
  bucket = await startTestBucket(BUCKET);
  ({ endpoint, client } = bucket);
  client.middlewareStack.add(
    (next, context) => (args) => {
      commands.push(context.commandName ?? "?");
      keys.push(String((args.input as { Key?: string }).Key));
      return next(args);
    },
    { step: "initialize", name: "recordCommands" },
  );
  storage = await createFileStorage(
    { DATA_DIR: tmpdir(), S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: TEST_S3_REGION },
    { s3Client: client },
  );
});

afterAll(async () => {
  await bucket?.close();
});

describeFileStorageContract("S3", () => storage);

describe("the S3 storage against an S3-compatible server", () => {
  it("sends a large file as a multipart upload of 5 MB parts", async () => {
    commands.length = 0;
    keys.length = 0;
    const source = createGeneratedStream(11 * 1024 * 1024);
    const stored = await storage.put("kycdocuments/multipart.pdf", source.stream);
    expect(commands.filter((name) => name === "UploadPartCommand")).toHaveLength(3);
    expect(commands).toContain("CreateMultipartUploadCommand");
    expect(commands).toContain("CompleteMultipartUploadCommand");
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: stored.key }));
    expect(head.ContentLength).toBe(11 * 1024 * 1024);
    expect(head.ContentType).toBe("application/pdf");
  });

  it("sends a small file in one request", async () => {
    commands.length = 0;
    keys.length = 0;
    await storage.put("kycdocuments/small.png", Readable.from([Buffer.from("png")]));
    expect(commands).toEqual(["PutObjectCommand"]);
  });

  it("leaves no object behind when the source fails mid-upload", async () => {
    // One whole part (5 MB) goes up before the customer's connection drops.
    async function* upload() {
      for (let i = 0; i < 6; i++) yield Buffer.alloc(1024 * 1024, i);
      throw new Error("connection reset");
    }
    commands.length = 0;
    keys.length = 0;
    await expect(storage.put("kycdocuments/interrupted.pdf", Readable.from(upload()))).rejects.toThrow("connection reset");
    expect(commands).toContain("CreateMultipartUploadCommand");
    // The adapter asks the server to drop the parts already sent. (s3rver answers this one call
    // with 405 MethodNotAllowed; S3, MinIO and Ceph discard the parts.)
    expect(commands).toContain("AbortMultipartUploadCommand");
    const key = keys[commands.indexOf("CreateMultipartUploadCommand")]!;
    expect(key).toMatch(/^kycdocuments\/interrupted-[0-9a-f]{24}\.pdf$/);
    expect(await storage.exists(key)).toBe(false);
  });

  it("is refused by a server that does not know its credentials", async () => {
    const stranger = createS3FileStorage({
      client: createS3Client(
        { S3_ENDPOINT: endpoint, S3_REGION: TEST_S3_REGION },
        { credentials: { accessKeyId: "S3RVER", secretAccessKey: "wrong" } },
      ),
      bucket: BUCKET,
    });
    await expect(stranger.put("kycdocuments/x.pdf", Readable.from([Buffer.from("x")]))).rejects.toThrow(/signature/i);
  });
});
