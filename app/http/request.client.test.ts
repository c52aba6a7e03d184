import { describe, expect, it, vi } from "vitest";
import { isRetryable, RequestError } from "./request-error.ts";
import { request, requestJson } from "./request.client.ts";

/** A fetch that answers `response` and keeps what it was asked. */
function answering(response: () => Response) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("the browser's one request helper", () => {
  it("sends JSON with its type, the session cookie, an Idempotency-Key and the query, and answers the body", async () => {
    const fetch = answering(() => json({ id: "a" }, 201));
    const answer = await requestJson<{ id: string }>("/api/things", {
      method: "POST",
      body: { name: "x" },
      query: { limit: 10, cursor: undefined, q: "" },
      idempotencyKey: "key-12345678",
      fetch,
    });
    expect(answer).toEqual({ id: "a" });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/things?limit=10");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"name":"x"}' });
    expect(init?.headers).toEqual({ accept: "application/json", "content-type": "application/json", "idempotency-key": "key-12345678" });
  });

  it("sends a form as multipart, leaving its type (and boundary) to the browser, and a bearer token when given", async () => {
    const fetch = answering(() => new Response(null, { status: 204 }));
    const form = new FormData();
    form.append("purpose", "id");
    expect(await requestJson("/api/uploads", { method: "POST", body: form, bearerToken: "t0k3n", fetch })).toBeUndefined();
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ accept: "application/json", authorization: "Bearer t0k3n" });
  });

  it("throws the server's code, wait and field codes, keeping its English sentence out of what screens read", async () => {
    const fetch = answering(() =>
      json({ error: "Too many codes", code: "too_many_codes", retry_after_seconds: 42, fields: { phone: "required" } }, 429),
    );
    const failure = requestJson("/onboarding/verify-username", { method: "POST", body: {}, fetch });
    await expect(failure).rejects.toBeInstanceOf(RequestError);
    await expect(failure).rejects.toMatchObject({
      status: 429,
      code: "too_many_codes",
      retryAfterSeconds: 42,
      fields: { phone: "required" },
    });
  });

  it("gives an answer without one of our codes (a proxy's page) its status's code, and reads Retry-After", async () => {
    const fetch = answering(() => new Response("<h1>Bad gateway</h1>", { status: 503, headers: { "retry-after": "7" } }));
    await expect(request("/api/branches", { fetch })).rejects.toMatchObject({ status: 503, code: "unavailable", retryAfterSeconds: 7 });
    const notFound = answering(() => new Response("nope", { status: 404 }));
    await expect(request("/api/x", { fetch: notFound })).rejects.toMatchObject({ code: "not_found" });
  });

  it("calls no answer `network` (offline) and a wait that ran out `timeout`; both are worth a retry, a 4xx is not", async () => {
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const lost = await requestJson("/api/x", { fetch: offline }).catch((error: unknown) => error);
    expect(lost).toMatchObject({ status: 0, code: "network" });
    expect(isRetryable(lost)).toBe(true);

    const slow = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    const late = await requestJson("/api/x", { fetch: slow, timeoutMs: 10 }).catch((error: unknown) => error);
    expect(late).toMatchObject({ status: 0, code: "timeout" });
    expect(isRetryable(late)).toBe(true);
    expect(isRetryable(new RequestError(409, "conflict"))).toBe(false);
  });

  it("lets the caller's own abort through as an abort, not as a failure to show", async () => {
    const controller = new AbortController();
    const slow = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    const pending = requestJson("/api/x", { fetch: slow, signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(RequestError);
    expect((error as DOMException).name).toBe("AbortError");
  });

  it("refuses a 2xx whose body is not JSON", async () => {
    const fetch = answering(() => new Response("<html>", { status: 200 }));
    await expect(requestJson("/api/x", { fetch })).rejects.toMatchObject({ code: "invalid_answer" });
  });

  it("names the subject of a failure without losing its code", () => {
    const error = new RequestError(413, "file_too_large", { retryAfterSeconds: 3 }).about("march.pdf");
    expect(error).toMatchObject({ status: 413, code: "file_too_large", retryAfterSeconds: 3, subject: "march.pdf" });
  });
});
