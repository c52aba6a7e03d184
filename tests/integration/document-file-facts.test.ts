import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeInput } from "#tests/support/content-factories.ts";
import { createPaddedPdf, createUploadForm } from "#tests/support/kyc-files.ts";
import { signInWithCookie } from "#tests/support/staff-session.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

const PUBLISHED = "/content/files/bank-annual-report-2020.pdf";

// A document's file size and media type describe its file: the server fills them from the file it
// holds, whatever the body says, so an editor cannot set a wrong size.
describe.each(DRIVERS)("documents' file size and media type on %s", (driver) => {
  const server = useTestServer(driver);

  async function uploadPdf(): Promise<{ url: string; size: number }> {
    const admin = await signInWithCookie(server.app, STAFF.username, STAFF.password);
    const form = await createUploadForm({}, { name: "tariffs.pdf", content: createPaddedPdf(3_000), type: "application/pdf" });
    const stored = await server.app.inject({
      method: "POST",
      url: "/api/staff/media",
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    return stored.json<{ url: string; size: number }>();
  }

  it("takes an uploaded file's size and type from the upload, on create and on update, over what the body says", async () => {
    const upload = await uploadPdf();
    const body = { ...makeInput("documents"), file_url: upload.url, file_size: 1, mime_type: "image/png" };
    const created = await server.app.inject({ method: "POST", url: "/api/documents", headers: server.staff, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json<Json>();
    expect(document.file_size).toBe(upload.size);
    expect(document.mime_type).toBe("application/pdf");

    // The console's form sends neither: the server still knows them.
    const { file_size: _size, mime_type: _type, ...withoutFacts } = body;
    const updated = await server.app.inject({
      method: "PUT",
      url: `/api/documents/${String(document.id)}`,
      headers: server.staff,
      payload: withoutFacts,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Json>()).toMatchObject({ file_size: upload.size, mime_type: "application/pdf" });
    expect((await server.app.inject({ url: `/api/documents/${String(document.id)}` })).json<Json>().file_size).toBe(upload.size);
  });

  it("measures a published file of content/files on disk, and keeps what a script gave for an address it cannot measure", async () => {
    const onDisk = statSync(path.join(process.cwd(), "content", "files", "bank-annual-report-2020.pdf")).size;
    const published = await server.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: server.staff,
      payload: { ...makeInput("documents"), file_url: PUBLISHED, file_size: onDisk + 999 },
    });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json<Json>()).toMatchObject({ file_size: onDisk, mime_type: "application/pdf" });

    const external = await server.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: server.staff,
      payload: { ...makeInput("documents"), file_url: "https://www.rbm.mw/files/report.pdf", file_size: 52_000 },
    });
    expect(external.statusCode, external.body).toBe(201);
    expect(external.json<Json>()).toMatchObject({ file_size: 52_000, mime_type: "application/pdf" });
  });
});
