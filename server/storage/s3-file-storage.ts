import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable, Transform } from "node:stream";
import type { Config } from "../config.ts";
import { addUniqueSuffix, assertStorageKey, getContentTypeOfKey, type FileStorage } from "./file-storage.ts";

// lib-storage sends a body in parts of this size, at most QUEUE_SIZE at a time: an upload holds
// at most 10 MB in memory whatever the file's size. 5 MB is S3's smallest part.
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * An S3 client from the environment: S3_REGION, and S3_ENDPOINT for an S3-compatible service
 * (MinIO, Ceph, R2 ...), which is then addressed path-style. Credentials come from the AWS SDK's
 * usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, or an instance role).
 */
export function createS3Client(config: Pick<Config, "S3_ENDPOINT" | "S3_REGION">, extra: Partial<S3ClientConfig> = {}): S3Client {
  // Checksums stay at the SDK's default (a CRC on every upload, checked by the server): an
  // S3-compatible service too old for them is switched off with the SDK's own
  // AWS_REQUEST_CHECKSUM_CALCULATION=WHEN_REQUIRED rather than by weakening every deployment (ADR 021).
  return new S3Client({
    region: config.S3_REGION ?? "us-east-1",
    ...(config.S3_ENDPOINT === undefined ? {} : { endpoint: config.S3_ENDPOINT, forcePathStyle: true }),
    ...extra,
  });
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}

function isAlreadyThere(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === "PreconditionFailed" || error.$metadata.httpStatusCode === 412);
}

/**
 * Files in an S3 bucket. Uploads stream through lib-storage's multipart upload (parts of 5 MB),
 * with If-None-Match: * so S3 itself refuses to overwrite a key, on top of the random suffix.
 */
export function createS3FileStorage(options: { client: S3Client; bucket: string }): FileStorage {
  const { client, bucket } = options;

  return {
    async put(key, body: Readable) {
      try {
        assertStorageKey(key);
      } catch (error) {
        // Left unread, an upload stream would hold its request open.
        body.destroy();
        throw error;
      }
      const contentType = getContentTypeOfKey(key);
      const storedKey = addUniqueSuffix(key);
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      let sourceError: Error | undefined;
      body.on("error", (error) => {
        sourceError = error;
        counted.destroy(error);
      });
      body.pipe(counted);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: storedKey, Body: counted, ContentType: contentType, IfNoneMatch: "*" },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        counted.destroy();
        body.destroy();
        // A stream can be read once, so a taken name cannot be retried; with 96 random bits it
        // never is taken, and If-None-Match turns the impossible into an error, not an overwrite.
        if (isAlreadyThere(error)) throw new Error(`storage key already taken: ${storedKey}`, { cause: error });
        // When the upload failed because its source did, say so: a failed clean-up of the parts
        // already sent (reported by lib-storage) is the lesser news.
        if (sourceError && error !== sourceError) throw new Error(sourceError.message, { cause: error });
        throw error;
      }
      return { key: storedKey, size, contentType };
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error("the S3 answer has no readable body");
        return {
          body: answer.Body,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? getContentTypeOfKey(key),
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async *list(prefix) {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
