import { Readable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { KYC_FOLDER, parseKycDocumentUrl } from "#domain/kyc/kyc.ts";
import type { ApplicantView } from "#domain/account-opening/schemas/account-application.ts";
import { APPLICATION_DOCUMENTS_FOLDER } from "#server/account-opening/application-records.ts";
import { kycUploads } from "#server/db/schema.ts";
import { MEDIA_FOLDER } from "#server/content/media-files.ts";
import { getUploadsRoot } from "#server/storage/create-file-storage.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { createLocalFileStorage } from "#server/storage/local-file-storage.ts";
import { createS3FileStorage } from "#server/storage/s3-file-storage.ts";
import { createPaddedPdf, createUploadForm } from "#tests/support/kyc-files.ts";
import { submitKycRecordAsStaff } from "#tests/support/kyc-records.ts";
import { openKycSession } from "#tests/support/onboarding.ts";
import { startTestBucket, type TestBucket } from "#tests/support/s3rver.ts";
import { signIn, useTestServer, type Driver, type TestDatabase } from "#tests/support/test-server.ts";

const CASES: Array<[Driver, "disk" | "S3"]> = [
  ["pglite", "disk"],
  ["postgres", "disk"],
  ["postgres", "S3"],
];

describe.each(CASES)("the orphan sweep on %s with files on %s", (driver, kind) => {
  let storage: FileStorage;
  let testBucket: TestBucket | undefined;

  // Registered before the server's, so it runs after the server has closed.
  afterAll(async () => {
    await testBucket?.close();
  });

  const server = useTestServer(driver, async (database) => {
    storage = await createStorage(database);
    return { signIn: false, fileStorage: storage };
  });

  async function createStorage(database: TestDatabase): Promise<FileStorage> {
    if (kind !== "S3") return createLocalFileStorage({ root: getUploadsRoot(database.dataDir) });
    testBucket = await startTestBucket("kyc");
    return createS3FileStorage({ client: testBucket.client, bucket: "kyc" });
  }

  it("removes a stored KYC file that has no upload row, once past its grace period, and keeps every recorded one", async () => {
    const staff = await signIn(server.app);
    const form = await createUploadForm(
      { account_name: "Chisomo Banda", purpose: "Payslip" },
      { name: "scan.pdf", content: createPaddedPdf() },
    );
    const uploaded = await server.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: form.payload,
      headers: { ...form.headers, ...staff },
    });
    expect(uploaded.statusCode).toBe(201);
    const recordedKey = parseKycDocumentUrl(uploaded.json<{ url: string }>().url)!;
    // What a process killed between storing a file and writing its row leaves behind.
    const unrecorded = await storage.put(`${KYC_FOLDER}/chisomo_banda_payslip_lost.pdf`, Readable.from([createPaddedPdf()]));

    // Within the grace period an unrecorded file may be an upload in flight: it stays.
    await server.app.kyc.sweepOrphans(6 * 60 * 60 * 1000, { unrecordedFileMinAgeMs: 60 * 60 * 1000 });
    expect(await storage.exists(unrecorded.key)).toBe(true);

    const swept = await server.app.kyc.sweepOrphans(6 * 60 * 60 * 1000, { unrecordedFileMinAgeMs: 0 });
    expect(swept).toBe(1);
    expect(await storage.exists(unrecorded.key)).toBe(false);
    expect(await storage.exists(recordedKey)).toBe(true);
    expect((await server.app.inject({ url: uploaded.json<{ url: string }>().url, headers: staff })).statusCode).toBe(200);
  });

  it("removes a stored application file that has no document row, once past the same grace period, and keeps every recorded one", async () => {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, `sweep.${kind.toLowerCase()}@example.mw`);
    const draft = (
      await server.app.inject({
        method: "POST",
        url: "/api/account-applications",
        headers: { authorization },
        payload: { option: "personal_first_save", lang: "en" },
      })
    ).json<ApplicantView>();
    const form = await createUploadForm({ purpose: "signature" }, { name: "signature.pdf", content: createPaddedPdf() });
    const attached = await server.app.inject({
      method: "POST",
      url: `/api/account-applications/${draft.id}/documents`,
      payload: form.payload,
      headers: { ...form.headers, authorization },
    });
    expect(attached.statusCode).toBe(201);
    const recorded: string[] = [];
    for await (const file of storage.list(`${APPLICATION_DOCUMENTS_FOLDER}/`)) recorded.push(file.key);
    expect(recorded).toHaveLength(1);
    // A process killed between storing an applicant's file and writing its row.
    const unrecorded = await storage.put(
      `${APPLICATION_DOCUMENTS_FOLDER}/${draft.id}_national_id_front.pdf`,
      Readable.from([createPaddedPdf()]),
    );

    const sweep = (unrecordedFileMinAgeMs: number) =>
      server.app.accountApplications.sweep({ draftMaxAgeMs: 30 * 24 * 60 * 60 * 1000, unrecordedFileMinAgeMs });
    expect(await sweep(60 * 60 * 1000)).toEqual({ drafts: 0, files: 0 });
    expect(await storage.exists(unrecorded.key)).toBe(true);

    expect(await sweep(0)).toEqual({ drafts: 0, files: 1 });
    expect(await storage.exists(unrecorded.key)).toBe(false);
    expect(await storage.exists(recorded[0]!)).toBe(true);
    const view = await server.app.inject({ method: "GET", url: `/api/account-applications/${draft.id}`, headers: { authorization } });
    expect(view.json<ApplicantView>().documents.map((document) => document.purpose)).toEqual(["signature"]);
  });

  it("removes a stored media file that has no row, once past the same grace period, and keeps every published one", async () => {
    const staff = await signIn(server.app);
    const form = await createUploadForm({}, { name: "tariffs.pdf", content: createPaddedPdf(), type: "application/pdf" });
    const uploaded = await server.app.inject({
      method: "POST",
      url: "/api/staff/media",
      payload: form.payload,
      headers: { ...form.headers, ...staff },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const published = uploaded.json<{ url: string }>().url.slice(1);
    // What an upload cut between storing the file and writing its row leaves behind.
    const unrecorded = await storage.put(`${MEDIA_FOLDER}/lost.pdf`, Readable.from([createPaddedPdf()]));

    expect(await server.app.media.sweep({ unrecordedFileMinAgeMs: 60 * 60 * 1000 })).toBe(0);
    expect(await storage.exists(unrecorded.key)).toBe(true);
    expect(await server.app.media.sweep({ unrecordedFileMinAgeMs: 0 })).toBe(1);
    expect(await storage.exists(unrecorded.key)).toBe(false);
    expect(await storage.exists(published)).toBe(true);
    expect((await server.app.inject({ url: `/${published}` })).statusCode).toBe(200);
  });

  it("never removes a file a committed KYC record lists, even with its upload row gone or detached", async () => {
    const staff = await signIn(server.app);
    const branches = (await server.app.inject({ url: "/api/branches?limit=100" })).json<Array<{ id: string }>>();
    const types = (await server.app.inject({ url: "/api/kyc_account_types" })).json<Array<{ id: string; name: string }>>();
    const created = await submitKycRecordAsStaff(server.app, staff, {
      branchId: branches[0]!.id,
      kycAccountTypeId: types.find((type) => type.name === "Individual Account")!.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const keys = created.json<{ documents: Array<{ url: string }> }>().documents.map((document) => parseKycDocumentUrl(document.url)!);
    // Rows the record's own writes always keep; here one is gone and one is detached and old.
    const db = server.app.database.db;
    await db.delete(kycUploads).where(eq(kycUploads.key, keys[0]!));
    await db
      .update(kycUploads)
      .set({ record_id: null, created_at: new Date(Date.now() - 7 * 60 * 60 * 1000) })
      .where(inArray(kycUploads.key, [keys[1]!]));

    await server.app.kyc.sweepOrphans(6 * 60 * 60 * 1000, { unrecordedFileMinAgeMs: 0 });
    for (const key of keys) expect(await storage.exists(key), key).toBe(true);
  });
});
