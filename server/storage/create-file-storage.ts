import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";
import type { FileStorage } from "./file-storage.ts";
import { createLocalFileStorage } from "./local-file-storage.ts";

export type FileStorageConfig = Pick<Config, "DATA_DIR" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION">;

/** The uploads folder of a data directory (DESIGN.md: DATA_DIR/uploads/kycdocuments/ holds KYC files). */
export function getUploadsRoot(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/**
 * The server's file storage: the S3 bucket when S3_BUCKET is set, else the local disk under
 * DATA_DIR/uploads. The AWS SDK is loaded only for S3: it holds ~30 MiB of memory (ADR 035).
 */
export async function createFileStorage(config: FileStorageConfig, options: { s3Client?: S3Client } = {}): Promise<FileStorage> {
  if (config.S3_BUCKET) {
    const { createS3Client, createS3FileStorage } = await import("./s3-file-storage.ts");
    return createS3FileStorage({ client: options.s3Client ?? createS3Client(config), bucket: config.S3_BUCKET });
  }
  return createLocalFileStorage({ root: getUploadsRoot(config.DATA_DIR) });
}
