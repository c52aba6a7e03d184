import { readErrorAnswer, RequestError } from "./request-error.ts";

// The browser's one way to call this site's API (ADR 026 amendment): every feature's calls go
// through here, so a refusal is always a RequestError worded from its code, and the session
// cookie, Idempotency-Key and time limits are sent the same way everywhere.

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** FormData goes as multipart (the browser sets the boundary); anything else as JSON. */
  body?: unknown;
  /** Empty values are left out. */
  query?: Query;
  /** The media type wanted back: JSON unless said otherwise. */
  accept?: string;
  /** One intended write's own name: a retry with the same key cannot write twice (server/api/idempotency). */
  idempotencyKey?: string;
  /** The version the caller last read (`If-Match`): a record changed since answers 412 (ADR 054). */
  ifMatch?: string;
  /** A staff bearer token (POST /api/login); without it the call carries the session cookie. */
  bearerToken?: string;
  /** Further request headers the caller names itself. */
  headers?: Record<string, string>;
  cache?: RequestCache;
  signal?: AbortSignal | undefined;
  /** Gives up after this many milliseconds: a `timeout` error. */
  timeoutMs?: number;
  /** The bytes of the body sent so far, of all (an upload's progress bar). The call then goes by XMLHttpRequest: fetch reports no upload progress. */
  onUploadProgress?: (sentBytes: number, totalBytes: number) => void;
  /** Another fetch (tests, and the live sync's injected one). */
  fetch?: typeof fetch;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes("?") ? "&" : "?"}${text}` : path;
}

function getHeaders(options: RequestOptions, isJson: boolean): Record<string, string> {
  return {
    accept: options.accept ?? "application/json",
    ...(isJson ? { "content-type": "application/json" } : {}),
    ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
    ...(options.ifMatch ? { "if-match": options.ifMatch } : {}),
    ...(options.bearerToken ? { authorization: `Bearer ${options.bearerToken}` } : {}),
    ...options.headers,
  };
}

function getSignal(options: RequestOptions): AbortSignal | undefined {
  const signals = [options.signal, options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs)].filter(
    (signal): signal is AbortSignal => signal !== undefined,
  );
  return signals.length > 1 ? AbortSignal.any(signals) : signals[0];
}

/** A fetch that did not answer: the caller's abort passes through as it is; a time limit or a lost network becomes a RequestError. */
function toNoAnswerError(error: unknown, options: RequestOptions): unknown {
  if (error instanceof DOMException && error.name === "AbortError" && options.signal?.aborted) return error;
  const isTimeout = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
  return new RequestError(0, isTimeout ? "timeout" : "network", {
    message: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}

/**
 * One call; answers the Response of a 2xx. A refusal throws a RequestError with the server's
 * code; no answer throws one with `network` or `timeout`.
 */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const isForm = options.body instanceof FormData;
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(withQuery(path, options.query), {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers: getHeaders(options, hasBody && !isForm),
      ...(options.cache ? { cache: options.cache } : {}),
      ...(hasBody ? { body: isForm ? (options.body as FormData) : JSON.stringify(options.body) } : {}),
      signal: getSignal(options) ?? null,
    });
  } catch (error) {
    throw toNoAnswerError(error, options);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw readErrorAnswer(response.status, body, response.headers.get("retry-after"));
  }
  return response;
}

/** One call whose answer is JSON (or nothing: a 204 answers undefined). */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (options.onUploadProgress) return sendWithProgress<T>(path, options, options.onUploadProgress);
  const response = await request(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (text === "") return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new RequestError(response.status, "invalid_answer", { message: "the answer is not JSON", cause: error });
  }
}

/** requestJson by XMLHttpRequest, reporting the bytes of the body sent. */
function sendWithProgress<T>(
  path: string,
  options: RequestOptions,
  onProgress: (sentBytes: number, totalBytes: number) => void,
): Promise<T> {
  const body = options.body;
  const isForm = body instanceof FormData;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? "POST", withQuery(path, options.query));
    for (const [name, value] of Object.entries(getHeaders(options, body !== undefined && !isForm))) xhr.setRequestHeader(name, value);
    xhr.responseType = "json";
    if (options.timeoutMs !== undefined) xhr.timeout = options.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(xhr.response as T);
        return;
      }
      reject(readErrorAnswer(xhr.status, xhr.response, xhr.getResponseHeader("retry-after")));
    };
    xhr.onerror = () => reject(new RequestError(0, "network", { message: `${path}: no answer` }));
    xhr.ontimeout = () => reject(new RequestError(0, "timeout", { message: `${path}: timed out` }));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.onabort = () => reject(options.signal?.reason ?? new DOMException("aborted", "AbortError"));
    xhr.send(body === undefined ? null : isForm ? body : JSON.stringify(body));
  });
}
