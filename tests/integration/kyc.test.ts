import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseKycDocumentUrl, REQUIRED_PURPOSES } from "#domain/kyc/kyc.ts";
import { getUploadsRoot } from "#server/storage/create-file-storage.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { createLocalFileStorage } from "#server/storage/local-file-storage.ts";
import { createElf, createPaddedPdf, createUploadForm } from "#tests/support/kyc-files.ts";
import { openKycSession, readOutbox } from "#tests/support/onboarding.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

const INDIVIDUAL = REQUIRED_PURPOSES["Individual Account"];

/** Local storage whose next put can be made to fail half-way through the stream. */
function createFlakyStorage(root: string): FileStorage & { failNextPut: boolean } {
  const inner = createLocalFileStorage({ root });
  const storage = {
    failNextPut: false,
    async put(key: string, body: Readable) {
      if (storage.failNextPut) {
        storage.failNextPut = false;
        // Read part of the file, then the disk "fails".
        for await (const chunk of body) {
          void chunk;
          break;
        }
        body.destroy();
        throw new Error("storage unavailable");
      }
      return inner.put(key, body);
    },
    get: (key: string) => inner.get(key),
    delete: (key: string) => inner.delete(key),
    exists: (key: string) => inner.exists(key),
    list: (prefix: string) => inner.list(prefix),
  };
  return storage;
}

interface Branch {
  id: string;
  name: string;
  email: string;
}

describe.each(DRIVERS)("KYC uploads and records on %s", (driver) => {
  let storage: ReturnType<typeof createFlakyStorage>;
  let branch: Branch;
  let individualTypeId: string;
  let uploadsRoot: string;

  const server = useTestServer(driver, (database) => {
    uploadsRoot = getUploadsRoot(database.dataDir);
    storage = createFlakyStorage(uploadsRoot);
    return { fileStorage: storage };
  });

  beforeAll(async () => {
    const branches = (await server.app.inject({ method: "GET", url: "/api/branches?limit=100" })).json<Branch[]>();
    branch = branches.find((candidate) => candidate.email.trim() !== "")!;
    const types = (await server.app.inject({ url: "/api/kyc_account_types" })).json<Array<{ id: string; name: string }>>();
    individualTypeId = types.find((type) => type.name === "Individual Account")!.id;
  });

  async function upload(
    authorization: string,
    purpose: string,
    content = createPaddedPdf(),
    name = "scan.pdf",
    accountName = "Chisomo Banda",
  ) {
    const form = await createUploadForm({ account_name: accountName, purpose }, { name, content });
    return server.app.inject({ method: "POST", url: "/api/uploads", payload: form.payload, headers: { ...form.headers, authorization } });
  }

  async function uploadAll(authorization: string, purposes: readonly string[] = INDIVIDUAL) {
    const documents: Array<{ purpose: string; url: string }> = [];
    for (const purpose of purposes) {
      const response = await upload(authorization, purpose);
      expect(response.statusCode, response.body).toBe(201);
      documents.push({ purpose, url: response.json<{ url: string }>().url });
    }
    return documents;
  }

  const fileOf = (url: string) => path.join(uploadsRoot, parseKycDocumentUrl(url)!);

  function submit(authorization: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    return server.app.inject({ method: "POST", url: "/api/kyc_account_details", payload: body, headers: { authorization, ...headers } });
  }

  const recordBody = (accountNumber: string, documents: unknown) => ({
    account_number: accountNumber,
    account_name: "Chisomo Banda",
    username: "someone.else@example.mw",
    branch_id: branch.id,
    kyc_account_type_id: individualTypeId,
    documents,
  });

  it("takes the uploads and saves a record for the session's username, then e-mails the visitor and the branch", async () => {
    const session = await openKycSession(server.app, server.database.dataDir, "chisomo@example.mw");
    const documents = await uploadAll(session.authorization);
    for (const document of documents) {
      expect(document.url).toMatch(/^\/api\/kyc_documents\/kycdocuments\/chisomo_banda_[a-z0-9_-]+-[0-9a-f]{24}\.pdf$/);
      expect(fs.existsSync(fileOf(document.url))).toBe(true);
    }
    const response = await submit(session.authorization, recordBody("1000200030", documents));
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json<{ id: string; username: string; processed: boolean; emails: Array<{ email: string }> }>();
    // The username comes from the session, never from the body.
    expect(record.username).toBe("chisomo@example.mw");
    expect(record.processed).toBe(false);
    expect(record.emails.map((email) => email.email).sort()).toEqual(["chisomo@example.mw", branch.email].sort());
    const mail = readOutbox(server.database.dataDir, "chisomo@example.mw").filter((entry) => entry.subject.includes("KYC"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toMatch(/staff will process/);
    expect(mail[0]!.text).not.toMatch(/Branch branch/i);
    // The branch gets its own notice: who sent what for which account, and where staff open it.
    const notice = readOutbox(server.database.dataDir, branch.email).filter((entry) => entry.subject.includes("1000200030"));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain("chisomo@example.mw");
    expect(notice[0]!.text).toContain("Payslip");
    expect(notice[0]!.text).toContain(`/staff/kyc/${record.id}`);
    expect(notice[0]!.text).not.toMatch(/nothing else you need to do/);

    const own = await server.app.inject({ method: "GET", url: "/api/kyc_account_details/username/chisomo@example.mw", headers: session });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ id: string }>().id).toBe(record.id);

    const download = await server.app.inject({ method: "GET", url: documents[0]!.url, headers: session });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/^attachment/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["cache-control"]).toBe("no-store");
    expect(download.headers["content-type"]).toBe("application/pdf");

    // Staff read, list and mark processed.
    expect((await server.app.inject({ method: "GET", url: documents[0]!.url, headers: server.staff })).statusCode).toBe(200);
    expect(
      (await server.app.inject({ method: "GET", url: `/api/kyc_account_details/${record.id}`, headers: server.staff })).statusCode,
    ).toBe(200);
    const list = await server.app.inject({ method: "GET", url: "/api/kyc_account_details", headers: server.staff });
    expect(list.json<Array<{ id: string }>>().map((item) => item.id)).toContain(record.id);
    const processed = await server.app.inject({
      method: "PATCH",
      url: `/api/kyc_account_details/${record.id}`,
      payload: { processed: true },
      headers: server.staff,
    });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json<{ processed: boolean }>().processed).toBe(true);
  });

  it("keeps one session away from another username's record and files", async () => {
    const owner = await openKycSession(server.app, server.database.dataDir, "0991234801", "+265991234801");
    const intruder = await openKycSession(server.app, server.database.dataDir, "0991234802", "+265991234802");
    const documents = await uploadAll(owner.authorization);
    const created = await submit(owner.authorization, recordBody("1000200031", documents));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;

    const read = await server.app.inject({ method: "GET", url: "/api/kyc_account_details/username/0991234801", headers: intruder });
    expect(read.statusCode).toBe(403);
    // A KYC session is no staff session: the staff's read refuses it.
    expect((await server.app.inject({ method: "GET", url: `/api/kyc_account_details/${id}`, headers: intruder })).statusCode).toBe(403);
    expect((await server.app.inject({ method: "GET", url: documents[0]!.url, headers: intruder })).statusCode).toBe(404);

    const intruderDocuments = await uploadAll(intruder.authorization);
    const change = await server.app.inject({
      method: "PUT",
      url: `/api/kyc_account_details/${id}`,
      payload: { ...recordBody("1000200031", intruderDocuments), processed: false },
      headers: intruder,
    });
    expect(change.statusCode).toBe(403);
    expect(change.json<{ code: string }>().code).toBe("record_of_another_user");
    // The intruder cannot attach the owner's files to a record of their own either.
    const stolen = await submit(intruder.authorization, recordBody("1000200032", documents));
    expect(stolen.statusCode).toBe(400);
    expect((await server.app.inject({ method: "DELETE", url: `/api/kyc_account_details/${id}`, headers: intruder })).statusCode).toBe(403);
  });

  it("keeps both records of a customer with two accounts under one username when the second is updated", async () => {
    const session = await openKycSession(server.app, server.database.dataDir, "two.accounts@example.mw");
    const first = await submit(session.authorization, recordBody("1234567899", await uploadAll(session.authorization)));
    expect(first.statusCode, first.body).toBe(201);
    const second = await submit(session.authorization, recordBody("7777777777", await uploadAll(session.authorization)));
    expect(second.statusCode, second.body).toBe(201);
    const firstRecord = first.json<{ id: string; account_number: string; documents: unknown[] }>();
    const secondRecord = second.json<{ id: string; account_number: string }>();

    // The continue flow finds the record of the account number in the form, not the username's first one.
    const found = await server.app.inject({ url: "/api/kyc_account_details/account_number/7777777777", headers: session });
    expect(found.statusCode).toBe(200);
    expect(found.json<{ id: string }>().id).toBe(secondRecord.id);
    expect(found.headers["cache-control"]).toBe("no-store");
    const none = await server.app.inject({ url: "/api/kyc_account_details/account_number/5555555555", headers: session });
    expect(none.statusCode).toBe(404);

    const newDocuments = await uploadAll(session.authorization);
    const updated = await server.app.inject({
      method: "PUT",
      url: `/api/kyc_account_details/${secondRecord.id}`,
      payload: { ...recordBody("7777777777", newDocuments), id: secondRecord.id, processed: false },
      headers: session,
    });
    expect(updated.statusCode, updated.body).toBe(200);

    // An update that names the other account is refused and changes nothing.
    const moved = await server.app.inject({
      method: "PUT",
      url: `/api/kyc_account_details/${firstRecord.id}`,
      payload: { ...recordBody("7777777777", await uploadAll(session.authorization)), id: firstRecord.id, processed: false },
      headers: session,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json<{ code: string }>().code).toBe("account_number_changed");

    const firstNow = (await server.app.inject({ url: `/api/kyc_account_details/${firstRecord.id}`, headers: server.staff })).json<
      Record<string, unknown>
    >();
    const secondNow = (await server.app.inject({ url: `/api/kyc_account_details/${secondRecord.id}`, headers: server.staff })).json<
      Record<string, unknown>
    >();
    expect(firstNow).toMatchObject({ account_number: "1234567899", documents: firstRecord.documents });
    expect(secondNow).toMatchObject({ account_number: "7777777777", documents: newDocuments });
  });

  it("answers a username's second submission of its own account number with 409 and removes only that submission's files", async () => {
    const session = await openKycSession(server.app, server.database.dataDir, "0991234803", "+265991234803");
    const kept = await uploadAll(session.authorization);
    expect((await submit(session.authorization, recordBody("1000200033", kept))).statusCode).toBe(201);
    const documents = await uploadAll(session.authorization);
    const duplicate = await submit(session.authorization, recordBody("1000-2000-33", documents));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: "You have already submitted", code: "already_submitted" });
    for (const document of documents) expect(fs.existsSync(fileOf(document.url))).toBe(false);
    for (const document of kept) expect(fs.existsSync(fileOf(document.url))).toBe(true);
  });

  it("accepts the owner's submission of a number a stranger claimed first, answers as for any number, and tells the branch", async () => {
    const stranger = await openKycSession(server.app, server.database.dataDir, "0991234811", "+265991234811");
    const claimed = await submit(stranger.authorization, recordBody("1000200041", await uploadAll(stranger.authorization)));
    expect(claimed.statusCode, claimed.body).toBe(201);

    // The owner, and for comparison someone whose number nobody else named.
    const owner = await openKycSession(server.app, server.database.dataDir, "0991234812", "+265991234812");
    const ownerDocuments = await uploadAll(owner.authorization);
    const owned = await submit(owner.authorization, recordBody("1000200041", ownerDocuments));
    const other = await openKycSession(server.app, server.database.dataDir, "0991234813", "+265991234813");
    const fresh = await submit(other.authorization, recordBody("1000200042", await uploadAll(other.authorization)));
    expect(owned.statusCode, owned.body).toBe(201);
    expect(fresh.statusCode, fresh.body).toBe(201);

    // Nothing in the answer differs but the values of that submission: no word of the other claim.
    const shape = (response: typeof owned, phone: string, accountNumber: string) => {
      const record = response.json<{ id: string; created_at: string; documents: Array<{ url: string }> }>();
      let text = response.body;
      for (const [value, placeholder] of [
        [record.id, "ID"],
        [record.created_at, "CREATED"],
        [phone, "PHONE"],
        [accountNumber, "ACCOUNT"],
        [accountNumber.slice(-4), "LAST4"],
        ...record.documents.map((document, index): [string, string] => [document.url, `URL${index}`]),
      ])
        text = text.replaceAll(value!, placeholder!);
      return { text, headers: Object.keys(response.headers).sort() };
    };
    expect(shape(owned, "+265991234812", "1000200041")).toEqual(shape(fresh, "+265991234813", "1000200042"));
    expect(owned.json<{ processed: boolean; emails: unknown[] }>()).toMatchObject({ processed: false });
    for (const document of ownerDocuments) expect(fs.existsSync(fileOf(document.url))).toBe(true);

    // The branch hears of the conflict once the answer has left, with both records' staff links.
    await server.app.kyc.drainNotices();
    const notices = readOutbox(server.database.dataDir, branch.email).filter((entry) => entry.subject.includes("Another submission"));
    expect(notices.map((entry) => entry.subject)).toEqual(["Another submission names this account number: 1000200041"]);
    expect(notices[0]!.text).toContain("+265991234811");
    expect(notices[0]!.text).toContain("+265991234812");
    expect(notices[0]!.text).toContain(`/staff/kyc/${claimed.json<{ id: string }>().id}`);
    expect(notices[0]!.text).toContain(`/staff/kyc/${owned.json<{ id: string }>().id}`);
    expect(notices[0]!.lang).toBe("en");

    // Each visitor finds their own record of the number, never the other's.
    const mine = await server.app.inject({ url: "/api/kyc_account_details/account_number/1000200041", headers: owner });
    expect(mine.json<{ id: string }>().id).toBe(owned.json<{ id: string }>().id);
    const theirs = await server.app.inject({ url: "/api/kyc_account_details/account_number/1000200041", headers: stranger });
    expect(theirs.json<{ id: string }>().id).toBe(claimed.json<{ id: string }>().id);
  });

  it("makes one record of a submit retried with the same Idempotency-Key", async () => {
    const session = await openKycSession(server.app, server.database.dataDir, "0991234805", "+265991234805");
    const body = recordBody("1000200035", await uploadAll(session.authorization));
    const headers = { "idempotency-key": "submit-7f3a9c2e-0001" };
    const [a, b] = [await submit(session.authorization, body, headers), await submit(session.authorization, body, headers)];
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json<{ id: string }>().id).toBe(a.json<{ id: string }>().id);
    const list = (await server.app.inject({ method: "GET", url: "/api/kyc_account_details?limit=100", headers: server.staff })).json<
      Array<{ account_number: string }>
    >();
    expect(list.filter((record) => record.account_number === "1000200035")).toHaveLength(1);
  });

  it("replaces the documents on update, deletes the old files and sets processed back to false", async () => {
    const session = await openKycSession(server.app, server.database.dataDir, "0881234806", "+265881234806");
    const oldDocuments = await uploadAll(session.authorization);
    const created = await submit(session.authorization, recordBody("1000200036", oldDocuments));
    const id = created.json<{ id: string }>().id;
    await server.app.inject({
      method: "PATCH",
      url: `/api/kyc_account_details/${id}`,
      payload: { processed: true },
      headers: server.staff,
    });

    const newDocuments = await uploadAll(session.authorization);
    // Keep the signature, replace everything else.
    newDocuments[5] = oldDocuments[5]!;
    const updated = await server.app.inject({
      method: "PUT",
      url: `/api/kyc_account_details/${id}`,
      payload: { ...recordBody("1000200036", newDocuments), id, old_documents: oldDocuments, processed: false },
      headers: session,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ processed: boolean; documents: unknown[] }>()).toMatchObject({ processed: false, documents: newDocuments });
    for (const document of oldDocuments.slice(0, 5)) {
      expect(fs.existsSync(fileOf(document.url))).toBe(false);
      expect((await server.app.inject({ method: "GET", url: document.url, headers: session })).statusCode).toBe(404);
    }
    for (const document of newDocuments) expect(fs.existsSync(fileOf(document.url))).toBe(true);

    // Staff delete removes the record and its files.
    expect((await server.app.inject({ method: "DELETE", url: `/api/kyc_account_details/${id}`, headers: server.staff })).statusCode).toBe(
      204,
    );
    for (const document of newDocuments) expect(fs.existsSync(fileOf(document.url))).toBe(false);
  });

  it("refuses disguised and oversize files, and renames a hostile file name safely", async () => {
    const session = await openKycSession(server.app, server.database.dataDir, "0991234807", "+265991234807");
    const elf = await upload(session.authorization, "Payslip", createElf(), "payslip.pdf");
    expect(elf.statusCode).toBe(400);
    expect(elf.json<{ error: string }>().error).toMatch(/Only PDF, JPEG and PNG/);
    const php = await upload(session.authorization, "Payslip", Buffer.from("<?php system($_GET['c']); ?>"), "x.php%00.jpg");
    expect(php.statusCode).toBe(400);
    // A real PDF under a hostile name is stored under a clean name with the extension its content proved.
    const renamed = await upload(session.authorization, "Payslip", createPaddedPdf(), "../../x.php%00.jpg");
    expect(renamed.statusCode, renamed.body).toBe(201);
    expect(renamed.json<{ url: string }>().url).toMatch(
      /^\/api\/kyc_documents\/kycdocuments\/chisomo_banda_payslip_x_php00-[0-9a-f]{24}\.pdf$/,
    );
    const big = await upload(session.authorization, "Payslip", createPaddedPdf(11 * 1024 * 1024), "big.pdf");
    expect(big.statusCode).toBe(413);
    const unknownPurpose = await upload(session.authorization, "Holiday photos");
    expect(unknownPurpose.statusCode).toBe(400);
    const anonymous = await upload("Bearer nope", "Payslip");
    expect(anonymous.statusCode).toBe(401);
  });

  it("leaves no record and no file when storage fails in the middle of a submission", async () => {
    const session = await openKycSession(server.app, server.database.dataDir, "0991234808", "+265991234808");
    const before = fs.existsSync(uploadsRoot) ? fs.readdirSync(path.join(uploadsRoot, "kycdocuments")).length : 0;
    const documents = await uploadAll(session.authorization, INDIVIDUAL.slice(0, 3));
    storage.failNextPut = true;
    const failed = await upload(session.authorization, INDIVIDUAL[3]!);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: "Internal server error", code: "internal" });
    // The browser does not save a record with files missing; if it tried, the server refuses.
    const incomplete = await submit(session.authorization, recordBody("1000200038", documents));
    expect(incomplete.statusCode).toBe(400);
    const lookup = await server.app.inject({ method: "GET", url: "/api/kyc_account_details/username/0991234808", headers: session });
    expect(lookup.statusCode).toBe(404);
    // The files stored before the failure belong to no record: the sweep removes them.
    await server.app.kyc.sweepOrphans(-60_000);
    for (const document of documents) expect(fs.existsSync(fileOf(document.url))).toBe(false);
    expect(fs.readdirSync(path.join(uploadsRoot, "kycdocuments")).length).toBeLessThanOrEqual(before);
  });
});

describe("KYC e-mails through a real SMTP server", () => {
  let smtp: SMTPServer;
  const received: Array<{ to: string[]; raw: string }> = [];

  // Registered before the app's, so the SMTP server closes after the app.
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  const server = useTestServer("pglite", async () => {
    smtp = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString("utf8") });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    return { signIn: false, env: { SMTP_URL: `smtp://127.0.0.1:${port}?from=kyc%40fdh.co.mw` } };
  });

  it("sends the code and the confirmation by SMTP", async () => {
    const sent = await server.app.inject({
      method: "POST",
      url: "/onboarding/verify-username",
      payload: { username: "mail.user@example.mw" },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const codeMail = received.find((mail) => mail.to.includes("mail.user@example.mw"));
    const code = /\b(\d{6})\b/.exec(codeMail?.raw ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await server.app.inject({
      method: "POST",
      url: "/onboarding/verify-code",
      payload: { username: "mail.user@example.mw", code },
    });
    expect(verified.statusCode).toBe(200);
    const authorization = `Bearer ${verified.json<{ token: string }>().token}`;
    const documents = [];
    for (const purpose of INDIVIDUAL) {
      const form = await createUploadForm({ account_name: "Mail User", purpose }, { name: "a.pdf", content: createPaddedPdf() });
      const response = await server.app.inject({
        method: "POST",
        url: "/api/uploads",
        payload: form.payload,
        headers: { ...form.headers, authorization },
      });
      documents.push({ purpose, url: response.json<{ url: string }>().url });
    }
    const branches = (await server.app.inject({ method: "GET", url: "/api/branches?limit=1" })).json<Array<{ id: string }>>();
    const types = (await server.app.inject({ method: "GET", url: "/api/kyc_account_types" })).json<Array<{ id: string; name: string }>>();
    const response = await server.app.inject({
      method: "POST",
      url: "/api/kyc_account_details",
      headers: { authorization },
      payload: {
        account_number: "2000300040",
        account_name: "Mail User",
        branch_id: branches[0]!.id,
        kyc_account_type_id: types.find((type) => type.name === "Individual Account")!.id,
        documents,
        lang: "ny",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const confirmations = received.filter((mail) => mail.to.includes("mail.user@example.mw"));
    expect(confirmations).toHaveLength(2);
    expect(confirmations[1]!.raw).toMatch(/Ogwira ntchito/);
  });
});
