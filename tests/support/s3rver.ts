import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import S3rver from "@20minutes/s3rver";
import { vi } from "vitest";
import { createS3Client } from "#server/storage/s3-file-storage.ts";

export const TEST_S3_REGION = "af-south-1";

/** A real S3-protocol server on 127.0.0.1 with one bucket, and a client of the SDK production uses. */
export interface TestBucket {
  bucket: string;
  endpoint: string;
  client: S3Client;
  /** Stops the server, removes its folder and the stubbed credentials. */
  close(): Promise<void>;
}

/**
 * Starts s3rver (S3's REST API over HTTP, SigV4 signatures checked, multipart uploads kept on its
 * own disk) with `bucket`. The client reads its credentials from the environment, the chain
 * production uses.
 */
export async function startTestBucket(bucket: string): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  vi.stubEnv("AWS_ACCESS_KEY_ID", "S3RVER");
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", "S3RVER");
  const client = createS3Client({ S3_ENDPOINT: endpoint, S3_REGION: TEST_S3_REGION });
  // s3rver signs a bucket's path without its trailing slash (`/bucket`), where the SDK signs
  // `/bucket/` for bucket-level calls such as listing; real S3 and MinIO agree with the SDK.
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { path?: string };
      if (request.path && /^\/[^/]+\/$/.test(request.path)) request.path = request.path.slice(0, -1);
      return next(args);
    },
    { step: "build", name: "s3rverBucketPath" },
  );
  return {
    bucket,
    endpoint,
    client,
    close: async () => {
      client.destroy();
      await server.close();
      vi.unstubAllEnvs();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
