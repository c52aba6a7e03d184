import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { getRequiredApplicationDocuments, type ApplicantView } from "#domain/account-opening/schemas/account-application.ts";
import { getUploadsRoot } from "#server/storage/create-file-storage.ts";
import { createDocumentForm, saveApplicationDetails } from "#tests/support/account-applications.ts";
import { createHiddenObjectStreamPdf, HOSTILE_ACTIONS } from "#tests/support/hostile-pdfs.ts";
import { createPaddedPdf, createUploadForm } from "#tests/support/kyc-files.ts";
import { openKycSession } from "#tests/support/onboarding.ts";
import { signInWithCookie } from "#tests/support/staff-session.ts";
import { STAFF, useTestServer } from "#tests/support/test-server.ts";

/**
 * The two worst files of the PDF check (ADR 021): a Launch open action in a compressed object
 * stream behind a content stream whose /Length points to no object (what only the byte scan's
 * refusal of unmeasurable streams catches), and a file: link run on opening, measured properly
 * (what only the reader's reading of action types catches). Both were stored before.
 */
const HIDDEN_FILES = {
  "a Launch open action behind a stream of unknown length": createHiddenObjectStreamPdf({
    catalogExtra: `/OpenAction ${HOSTILE_ACTIONS.Launch}`,
    contentLength: "missing-object",
  }),
  "a file: address opened with the file": createHiddenObjectStreamPdf({
    catalogExtra: `/OpenAction ${HOSTILE_ACTIONS["URI to a file"]}`,
    fakeEndstream: false,
  }),
};

/** Every file under the server's uploads folder. */
function listStoredFiles(dataDir: string): string[] {
  const root = getUploadsRoot(dataDir);
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, encoding: "utf8" }).sort() : [];
}

let sessions = 0;
/** A fresh visitor's code session: each test uploads as someone new. */
const newUsername = (route: string) => `hidden.actions.${route}.${++sessions}@example.mw`;

// The inspection runs before any database write, so one driver covers the three upload routes.
describe("PDFs with hidden actions on every upload route", () => {
  const server = useTestServer("pglite", { signIn: false });
  let admin: { cookie: string; origin: string };

  beforeAll(async () => {
    admin = await signInWithCookie(server.app, STAFF.username, STAFF.password);
  });

  /** Sends the file, expects a 4xx JSON error naming the refusal, and that no file was stored. */
  async function expectRefused(send: () => Promise<{ statusCode: number; json<T>(): T; headers: Record<string, unknown> }>) {
    const before = listStoredFiles(server.database.dataDir);
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json<{ error: string }>().error).toMatch(/PDF contains scripts, actions|PDF could not be checked/);
    expect(listStoredFiles(server.database.dataDir)).toEqual(before);
  }

  it.each(Object.entries(HIDDEN_FILES))("POST /api/uploads refuses %s and stores nothing", async (_name, content) => {
    const session = await openKycSession(server.app, server.database.dataDir, newUsername("kyc"));
    const form = await createUploadForm({ account_name: "Chisomo Banda", purpose: "Payslip" }, { name: "payslip.pdf", content });
    await expectRefused(() =>
      server.app.inject({ method: "POST", url: "/api/uploads", payload: form.payload, headers: { ...form.headers, ...session } }),
    );
  });

  it.each(Object.entries(HIDDEN_FILES))("an application's documents refuse %s and list nothing", async (_name, content) => {
    const session = await openKycSession(server.app, server.database.dataDir, newUsername("application"));
    const draft = await saveApplicationDetails(server.app, session);
    const purpose = getRequiredApplicationDocuments("personal_first_save")[0]!;
    const form = await createDocumentForm(purpose, content);
    await expectRefused(() =>
      server.app.inject({
        method: "POST",
        url: `/api/account-applications/${draft.id}/documents`,
        headers: { ...session, ...form.headers },
        payload: form.payload,
      }),
    );
    const view = (await server.app.inject({ url: `/api/account-applications/${draft.id}`, headers: session })).json<ApplicantView>();
    expect(view.documents).toEqual([]);
  });

  it.each(Object.entries(HIDDEN_FILES))("POST /api/staff/media refuses %s and stores nothing", async (_name, content) => {
    const form = await createUploadForm({}, { name: "tariffs.pdf", content, type: "application/pdf" });
    await expectRefused(() =>
      server.app.inject({ method: "POST", url: "/api/staff/media", headers: { ...admin, ...form.headers }, payload: form.payload }),
    );
  });

  it("stores an honest PDF, so the refusals are the files' own", async () => {
    const form = await createUploadForm({}, { name: "tariffs.pdf", content: createPaddedPdf(3_000), type: "application/pdf" });
    const stored = await server.app.inject({
      method: "POST",
      url: "/api/staff/media",
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(stored.statusCode, stored.body).toBe(201);
  });
});
