import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaFiles } from "#server/db/schema.ts";
import { MEDIA_FOLDER } from "#server/content/media-files.ts";
import { getUploadsRoot } from "#server/storage/create-file-storage.ts";
import { createLocalFileStorage } from "#server/storage/local-file-storage.ts";
import { REQUIRED_PURPOSES } from "#domain/kyc/kyc.ts";
import { getRequiredApplicationDocuments, type ApplicantView, type StaffApplicationDetail } from "#domain/account-opening/schemas/account-application.ts";
import { createDocumentForm, saveApplicationDetails } from "#tests/support/account-applications.ts";
import { sha256, startServerBehindProxy, waitUntilReady, type ServerBehindProxy } from "#tests/support/database-faults.ts";
import { createPaddedPdf, createUploadForm } from "#tests/support/kyc-files.ts";
import { openKycSession } from "#tests/support/onboarding.ts";
import type { CutMoment } from "#tests/support/tcp-proxy.ts";
import { signIn } from "#tests/support/test-server.ts";

const INDIVIDUAL = REQUIRED_PURPOSES["Individual Account"];

/**
 * Where the database goes away: inside the write's transaction (nothing is saved), or during its
 * commit (everything is saved, and the server cannot know it).
 */
const CUTS: Array<[string, CutMoment]> = [
  ["inside the transaction", "before"],
  ["during the commit", "after"],
];

let contentSeed = 0;
/** A PDF no other upload in this file has: a file put back from another one would not match. */
function createUniquePdf(): Buffer {
  contentSeed += 1;
  return createPaddedPdf(2_000 + contentSeed, 10_000 + contentSeed);
}

// The proxy sits between the server and PostgreSQL (PGlite runs in the process and has no
// connection to cut), so this file runs on PostgreSQL only. ADR 033: a failure that may be
// transient never deletes a customer's file.
describe("customers' files when PostgreSQL goes away in the middle of a write", () => {
  let server: ServerBehindProxy;
  let staff: { authorization: string };
  let branchId: string;
  let individualTypeId: string;

  beforeAll(async () => {
    server = await startServerBehindProxy();
    staff = await signIn(server.app);
    const branches = (await server.app.inject({ url: "/api/branches?limit=100" })).json<Array<{ id: string; email: string }>>();
    branchId = branches.find((branch) => branch.email.trim() !== "")!.id;
    const types = (await server.app.inject({ url: "/api/kyc_account_types" })).json<Array<{ id: string; name: string }>>();
    individualTypeId = types.find((type) => type.name === "Individual Account")!.id;
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Runs `request` while the database goes away at the first message matching `pattern`; answers its response once the database is back. */
  async function cutDuring<T extends { statusCode: number }>(pattern: RegExp, moment: CutMoment, request: () => Promise<T>): Promise<T> {
    const cut = server.proxy.cutAt(pattern, moment);
    const response = await request();
    await cut;
    server.proxy.restore();
    await waitUntilReady(server.app);
    return response;
  }

  async function uploadKyc(authorization: string, purpose: string, content: Buffer): Promise<string> {
    const form = await createUploadForm({ account_name: "Chisomo Banda", purpose }, { name: "scan.pdf", content });
    const response = await server.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: form.payload,
      headers: { ...form.headers, authorization },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ url: string }>().url;
  }

  /** Uploads one file per purpose: answers the documents and each url's SHA-256. */
  async function uploadKycDocuments(authorization: string) {
    const digests = new Map<string, string>();
    const documents: Array<{ purpose: string; url: string }> = [];
    for (const purpose of INDIVIDUAL) {
      const content = createUniquePdf();
      const url = await uploadKyc(authorization, purpose, content);
      digests.set(url, sha256(content));
      documents.push({ purpose, url });
    }
    return { documents, digests };
  }

  /** Every document a record lists, read as an officer reads it, is the file the customer sent, byte for byte. */
  async function expectKycDocumentsIntact(record: { documents: Array<{ url: string }> }, digests: Map<string, string>) {
    for (const document of record.documents) {
      const response = await server.app.inject({ url: document.url, headers: staff });
      expect(response.statusCode, document.url).toBe(200);
      expect(sha256(response.rawPayload), document.url).toBe(digests.get(document.url));
    }
  }

  const kycBody = (accountNumber: string, documents: unknown) => ({
    account_number: accountNumber,
    account_name: "Chisomo Banda",
    branch_id: branchId,
    kyc_account_type_id: individualTypeId,
    documents,
  });

  it.each(CUTS)("keeps every document of a KYC submission cut %s, and its retry with the same key answers them all", async (_, moment) => {
    const session = await openKycSession(server.app, server.database.dataDir, `cut.submit.${moment}@example.mw`);
    const { documents, digests } = await uploadKycDocuments(session.authorization);
    const accountNumber = moment === "before" ? "3000100001" : "3000100002";
    const submit = () =>
      server.app.inject({
        method: "POST",
        url: "/api/kyc_account_details",
        headers: { ...session, "idempotency-key": `cut-submit-${moment}-0001` },
        payload: kycBody(accountNumber, documents),
      });

    const cut = await cutDuring(moment === "before" ? /pg_advisory_xact_lock/ : /commit/, moment, submit);
    expect(cut.statusCode, cut.body).toBe(503);
    expect(cut.json()).toMatchObject({ code: "unavailable" });

    // The API invites a retry after a 503: the same key answers one record whose files all exist.
    const retry = await submit();
    expect([200, 201], retry.body).toContain(retry.statusCode);
    const record = retry.json<{ id: string; documents: Array<{ purpose: string; url: string }> }>();
    expect(record.documents).toEqual(documents);
    await expectKycDocumentsIntact(record, digests);
    const again = await submit();
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: string }>().id).toBe(record.id);
  });

  it("keeps every document of many KYC submissions in flight when PostgreSQL drops, through the retries with the same keys", async () => {
    const customers = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const session = await openKycSession(server.app, server.database.dataDir, `busy.${index}@example.mw`);
        return { session, index, ...(await uploadKycDocuments(session.authorization)) };
      }),
    );
    const submit = (customer: (typeof customers)[number]) =>
      server.app.inject({
        method: "POST",
        url: "/api/kyc_account_details",
        headers: { ...customer.session, "idempotency-key": `busy-submit-${customer.index}-0001` },
        payload: kycBody(String(3000300000 + customer.index), customer.documents),
      });
    // Cut once three answers are out: the others wait on the write lock or are inside their transaction.
    let answered = 0;
    const first = await Promise.all(
      customers.map(async (customer) => {
        const response = await submit(customer);
        answered += 1;
        if (answered === 3) server.proxy.cut();
        return response;
      }),
    );
    server.proxy.restore();
    await waitUntilReady(server.app);
    const failed = first.filter((response) => response.statusCode !== 201).length;
    expect(first.every((response) => [201, 503].includes(response.statusCode))).toBe(true);

    let missing = 0;
    for (const [index, customer] of customers.entries()) {
      const response = first[index]!.statusCode === 201 ? first[index]! : await submit(customer);
      expect([200, 201]).toContain(response.statusCode);
      for (const document of response.json<{ documents: Array<{ url: string }> }>().documents) {
        const read = await server.app.inject({ url: document.url, headers: staff });
        if (read.statusCode !== 200 || sha256(read.rawPayload) !== customer.digests.get(document.url)) missing += 1;
      }
    }
    console.info(`PostgreSQL cut during 12 KYC submissions: ${failed} answered 503 and retried, ${missing} listed documents missing`);
    expect(failed).toBeGreaterThan(0);
    expect(missing).toBe(0);
  });

  it.each(CUTS)("keeps every document of a KYC update cut %s, and the retried update answers them all", async (_, moment) => {
    const session = await openKycSession(server.app, server.database.dataDir, `cut.update.${moment}@example.mw`);
    const first = await uploadKycDocuments(session.authorization);
    const accountNumber = moment === "before" ? "3000200001" : "3000200002";
    const created = await server.app.inject({
      method: "POST",
      url: "/api/kyc_account_details",
      headers: session,
      payload: kycBody(accountNumber, first.documents),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;

    // The customer replaces every document but the signature.
    const second = await uploadKycDocuments(session.authorization);
    const documents = second.documents.map((document, index) => (index === 5 ? first.documents[5]! : document));
    const digests = new Map([...first.digests, ...second.digests]);
    const update = () =>
      server.app.inject({
        method: "PUT",
        url: `/api/kyc_account_details/${id}`,
        headers: session,
        payload: { ...kycBody(accountNumber, documents), id, processed: false },
      });

    const cut = await cutDuring(moment === "before" ? /pg_advisory_xact_lock/ : /commit/, moment, update);
    expect(cut.statusCode, cut.body).toBe(503);
    const read = await server.app.inject({ url: `/api/kyc_account_details/${id}`, headers: staff });
    await expectKycDocumentsIntact(read.json<{ documents: Array<{ url: string }> }>(), digests);

    const retry = await update();
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<{ documents: unknown }>().documents).toEqual(documents);
    await expectKycDocumentsIntact(retry.json<{ documents: Array<{ url: string }> }>(), digests);
  });

  it.each(CUTS)("keeps every document of an account application whose document upload and submit are cut %s", async (_, moment) => {
    const session = await openKycSession(server.app, server.database.dataDir, `cut.application.${moment}@example.mw`);
    const draft = await saveApplicationDetails(server.app, session);
    const purposes = getRequiredApplicationDocuments(draft.option);
    const digests = new Map<string, string>();
    const attach = async (purpose: string) => {
      const content = createUniquePdf();
      const form = await createDocumentForm(purpose, content);
      const response = await server.app.inject({
        method: "POST",
        url: `/api/account-applications/${draft.id}/documents`,
        headers: { ...session, ...form.headers },
        payload: form.payload,
      });
      if (response.statusCode === 201 || moment === "after") digests.set(purpose, sha256(content));
      return response;
    };

    const cutUpload = await cutDuring(moment === "before" ? /insert into "account_application_documents"/ : /commit/, moment, () =>
      attach(purposes[0]!),
    );
    expect(cutUpload.statusCode, cutUpload.body).toBe(503);
    // The applicant's page reads the draft again and sends what it does not list yet.
    const view = (await server.app.inject({ url: `/api/account-applications/${draft.id}`, headers: session })).json<ApplicantView>();
    for (const purpose of purposes) {
      if (view.documents.some((document) => document.purpose === purpose)) continue;
      expect((await attach(purpose)).statusCode).toBe(201);
    }

    const submit = () =>
      server.app.inject({
        method: "POST",
        url: `/api/account-applications/${draft.id}/submit`,
        headers: { ...session, "idempotency-key": `cut-application-${moment}-0001` },
      });
    const cutSubmit = await cutDuring(/update "account_applications" set "status"/, moment, submit);
    expect(cutSubmit.statusCode, cutSubmit.body).toBe(503);
    const retry = await submit();
    expect([200, 201], retry.body).toContain(retry.statusCode);
    expect(retry.json<ApplicantView>().reference).toMatch(/^AO-/);

    const detail = (await server.app.inject({ url: `/api/staff/applications/${draft.id}`, headers: staff })).json<StaffApplicationDetail>();
    expect(detail.documents.map((document) => document.purpose).sort()).toEqual([...purposes].sort());
    for (const document of detail.documents) {
      const response = await server.app.inject({ url: `${document.url}?download=1`, headers: staff });
      expect(response.statusCode, document.purpose).toBe(200);
      expect(sha256(response.rawPayload), document.purpose).toBe(digests.get(document.purpose));
    }
  });

  it.each(CUTS)(
    "leaves no media row without its file when an upload is cut %s, and sweeps a lost file only once past its grace period",
    async (_, moment) => {
      const storage = createLocalFileStorage({ root: getUploadsRoot(server.database.dataDir) });
      const listMedia = async () => {
        const keys: string[] = [];
        for await (const file of storage.list(`${MEDIA_FOLDER}/`)) keys.push(file.key);
        return keys.sort();
      };
      const before = await listMedia();
      const content = createUniquePdf();
      const form = await createUploadForm({}, { name: "tariffs.pdf", content, type: "application/pdf" });
      const cut = await cutDuring(/insert into "media_files"/, moment, () =>
        server.app.inject({ method: "POST", url: "/api/staff/media", headers: { ...staff, ...form.headers }, payload: form.payload }),
      );
      expect(cut.statusCode, cut.body).toBe(503);

      const added = (await listMedia()).filter((key) => !before.includes(key));
      expect(added).toHaveLength(1);
      const rows = await server.app.database.db.select().from(mediaFiles);
      // Every row names a stored file, byte for byte, and is published at its address.
      for (const row of rows) {
        const served = await server.app.inject({ url: `/${row.key}` });
        expect(served.statusCode, row.key).toBe(200);
        expect(sha256(served.rawPayload)).toBe(row.sha256);
      }
      const isRecorded = rows.some((row) => row.key === added[0]);
      // Cut before its insert ran, the file has no row; cut during the insert's commit, it has one.
      expect(isRecorded).toBe(moment === "after");

      // Within the grace period a file with no row may be an upload in flight: it stays.
      expect(await server.app.media.sweep({ unrecordedFileMinAgeMs: 60 * 60 * 1000 })).toBe(0);
      expect(await listMedia()).toContain(added[0]);
      const swept = await server.app.media.sweep({ unrecordedFileMinAgeMs: 0 });
      expect(swept).toBe(isRecorded ? 0 : 1);
      expect((await listMedia()).includes(added[0]!)).toBe(isRecorded);
    },
  );
});
