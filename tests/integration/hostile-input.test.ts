import net from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createPaddedPdf, createUploadForm } from "#tests/support/kyc-files.ts";
import { freshAddress, openKycSession, readLatestCode } from "#tests/support/onboarding.ts";
import { DRIVERS, signIn, type TestServer, useTestServer } from "#tests/support/test-server.ts";

/** Sends raw bytes on a fresh connection and answers everything the server wrote back before closing. */
async function sendRaw(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error) => (chunks.length > 0 ? resolve(Buffer.concat(chunks).toString("latin1")) : reject(error)));
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.write(request);
  });
}

function parseRawBody(response: string): unknown {
  return JSON.parse(response.slice(response.indexOf("\r\n\r\n") + 4));
}

describe.each(DRIVERS)("hostile input on %s", (driver) => {
  const server = useTestServer(driver);

  it("answers the 31st code check in a minute from one address with 429 and when to come back, not 500", async () => {
    const remoteAddress = freshAddress();
    let last;
    for (let attempt = 0; attempt < 31; attempt++) {
      last = await server.app.inject({
        method: "POST",
        url: "/onboarding/verify-code",
        payload: { username: "+265991000031", code: "000000" },
        remoteAddress,
      });
    }
    expect(last!.statusCode).toBe(429);
    const body = last!.json<{ error: string; code: string; retry_after_seconds: number }>();
    expect(body.code).toBe("rate_limited");
    expect(body.retry_after_seconds).toBeGreaterThan(0);
    expect(last!.headers["retry-after"]).toBe(String(body.retry_after_seconds));
  });

  it("refuses a NUL or half a surrogate pair in any string field with 400 invalid_characters", async () => {
    const branch = {
      name: "Area 18\u0000",
      address: "Lilongwe",
      latitude: -13.96,
      longtude: 33.77,
      site: "bank",
    };
    const nul = await server.app.inject({ method: "POST", url: "/api/branches", payload: branch, headers: server.staff });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json()).toMatchObject({ code: "invalid_characters" });

    const surrogate = await server.app.inject({
      method: "POST",
      url: "/api/teams",
      payload: '{"name":"\\ud800 Banda","title":{"en":"x","ny":"x"}}',
      headers: { ...server.staff, "content-type": "application/json" },
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject({ code: "invalid_characters" });

    const session = await openKycSession(server.app, server.database.dataDir, "nul.tester@example.mw");
    for (const field of ["branch", "kyc_account_type"]) {
      const kyc = await server.app.inject({
        method: "POST",
        url: "/api/kyc_account_details",
        payload: { account_number: "1234567890", account_name: "Chisomo", [field]: "Main\u0000", documents: [] },
        headers: { authorization: session.authorization },
      });
      expect(kyc.statusCode, field).toBe(400);
      expect(kyc.json()).toMatchObject({
        error: `body.${field}: must not contain NUL characters or unpaired surrogates`,
        code: "invalid_characters",
      });
    }
    const query = await server.app.inject({ method: "GET", url: "/api/branches?last_created_at=%00" });
    expect(query.statusCode).toBe(400);
  });

  it("answers a multipart upload with no boundary or a cut-off body with 400 malformed_multipart", async () => {
    const session = await openKycSession(server.app, server.database.dataDir, "multipart.tester@example.mw");
    const noBoundary = await server.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: '--x\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nID\r\n--x--\r\n',
      headers: { authorization: session.authorization, "content-type": "multipart/form-data" },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ code: "malformed_multipart" });

    const form = await createUploadForm(
      { account_name: "Chisomo Banda", purpose: "Payslip" },
      { name: "id.pdf", content: createPaddedPdf(5_000) },
    );
    const truncated = await server.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: form.payload.subarray(0, form.payload.length - 2_000),
      headers: { ...form.headers, authorization: session.authorization },
    });
    expect(truncated.statusCode, truncated.body).toBe(400);
    expect(truncated.json()).toMatchObject({ code: "malformed_multipart" });
  });

  it("refuses a paging cursor the database cannot read with 400", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/branches?last_created_at=0000-01-01T00:00:00Z" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_request" });
  });

  it("answers a body too large and a type it cannot read in the { error, code } shape", async () => {
    const large = await server.app.inject({
      method: "POST",
      url: "/api/login",
      payload: JSON.stringify({ username: "x".repeat(2 * 1024 * 1024), password: "y" }),
      headers: { "content-type": "application/json" },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ error: expect.any(String), code: "payload_too_large" });
    const unsupported = await server.app.inject({
      method: "POST",
      url: "/api/login",
      payload: "<x/>",
      headers: { "content-type": "text/xml" },
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual({ error: expect.any(String), code: "unsupported_media_type" });
  });

  it("answers a URL it cannot decode, oversized headers and garbage on the wire in the { error, code } shape", async () => {
    const badUrl = await server.app.inject({ method: "GET", url: "/api/branches/%E0%A4%A" });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ error: expect.any(String), code: "invalid_request" });

    await server.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = server.app.server.address() as AddressInfo;
    const huge = await sendRaw(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(64 * 1024)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(parseRawBody(huge)).toEqual({ error: expect.any(String), code: "headers_too_large" });
    const garbage = await sendRaw(port, "NOT HTTP AT ALL\r\n\r\n");
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(parseRawBody(garbage)).toEqual({ error: expect.any(String), code: "invalid_request" });
  });
});

describe("KYC answers are never cached, and the session cookie is Secure behind a TLS proxy", () => {
  const server = useTestServer("pglite", { signIn: false });
  const proxied = useTestServer("pglite", { signIn: false, env: { TRUST_PROXY: "true" } });

  it("answers every KYC route, success or refusal, with Cache-Control: no-store", async () => {
    const staff = await signIn(server.app);
    const session = await openKycSession(server.app, server.database.dataDir, "nostore@example.mw");
    const id = "00000000-0000-4000-8000-000000000000";
    const form = await createUploadForm(
      { account_name: "Chisomo Banda", purpose: "Payslip" },
      { name: "id.pdf", content: createPaddedPdf() },
    );
    const requests = [
      { method: "POST", url: "/onboarding/verify-username", payload: { username: "nope" } },
      { method: "POST", url: "/onboarding/verify-code", payload: { username: "+265991000000", code: "1" } },
      { method: "POST", url: "/api/uploads", payload: form.payload, headers: { ...form.headers, ...session } },
      { method: "POST", url: "/api/uploads", payload: form.payload, headers: form.headers },
      { method: "GET", url: "/api/kyc_documents/nothing.pdf", headers: session },
      { method: "GET", url: "/api/kyc_account_details", headers: staff },
      { method: "GET", url: `/api/kyc_account_details/${id}`, headers: staff },
      { method: "GET", url: "/api/kyc_account_details/username/nostore@example.mw", headers: session },
      { method: "POST", url: "/api/kyc_account_details", payload: { username: "nostore@example.mw" }, headers: staff },
      { method: "POST", url: "/api/kyc_account_details", payload: {}, headers: session },
      { method: "PUT", url: `/api/kyc_account_details/${id}`, payload: {}, headers: session },
      { method: "PATCH", url: `/api/kyc_account_details/${id}`, payload: { processed: true }, headers: staff },
      { method: "DELETE", url: `/api/kyc_account_details/${id}`, headers: staff },
    ] as const;
    for (const request of requests) {
      const response = await server.app.inject(request);
      expect(response.headers["cache-control"], `${request.method} ${request.url} (${response.statusCode})`).toMatch(/\bno-store\b/);
    }
  });

  it("marks kyc_session Secure when a trusted proxy says the visitor came over HTTPS, and only then", async () => {
    const secure = await openSessionCookie(proxied, "https");
    expect(secure).toMatch(/;\s*Secure/i);
    expect(secure).toMatch(/HttpOnly/i);
    const plain = await openSessionCookie(proxied, undefined);
    expect(plain).not.toMatch(/;\s*Secure/i);
    // Without TRUST_PROXY the header is anyone's to send, so it is not believed.
    const untrusted = await openSessionCookie(server, "https");
    expect(untrusted).not.toMatch(/;\s*Secure/i);
  });

  async function openSessionCookie(target: TestServer, forwardedProto: string | undefined): Promise<string> {
    const username = `cookie.${Math.random().toString(36).slice(2)}@example.mw`;
    const headers = forwardedProto ? { "x-forwarded-proto": forwardedProto } : {};
    const remoteAddress = freshAddress();
    const sent = await target.app.inject({
      method: "POST",
      url: "/onboarding/verify-username",
      payload: { username },
      remoteAddress,
      headers,
    });
    expect(sent.statusCode).toBe(200);
    const code = readLatestCode(target.database.dataDir, username);
    const verified = await target.app.inject({
      method: "POST",
      url: "/onboarding/verify-code",
      payload: { username, code },
      remoteAddress,
      headers,
    });
    expect(verified.statusCode).toBe(200);
    return String(verified.headers["set-cookie"]);
  }
});
