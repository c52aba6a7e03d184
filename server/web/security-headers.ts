import { randomFillSync } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * The security headers (ADR 035), computed once: a per-request middleware rebuilt its policy on
 * every answer, the API's included. Pages and files get the full set; the JSON API only what a
 * client of JSON needs (the rest governs documents, which JSON never becomes).
 */
export interface SecurityHeaderOptions {
  /** Map tiles' origin, allowed as images. */
  tileOrigin: string;
}

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

function directivesFor(options: SecurityHeaderOptions): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "font-src": ["'self'", "data:"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "img-src": ["'self'", "data:", "blob:", options.tileOrigin],
    "object-src": ["'none'"],
    // Inline scripts run only with the answer's nonce, or a stored page's by their hashes
    // (pages set either; files have none).
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "connect-src": ["'self'", "ws:", "wss:"],
    // The service worker and the console's PDF viewer worker, both our own files (ADR 040).
    // No 'unsafe-eval' nor 'wasm-unsafe-eval' anywhere: no code is ever made from data.
    "worker-src": ["'self'"],
  };
}

export interface SecurityHeaders {
  /** Every answer but the API's. */
  document: Record<string, string>;
  /** JSON API answers. */
  api: Record<string, string>;
  /**
   * The build's hashed scripts and style sheets: a page's policy governs them, not their own, so
   * they carry only what a sub-resource needs (~650 bytes less on each of a first view's ~20 files).
   */
  asset: Record<string, string>;
  /** The page's policy with its answer's nonce. */
  pagePolicy(nonce: string): string;
  /** A stored page's policy: its own inline scripts by hash (`'sha256-…'` sources), nothing else inline. */
  hashedPagePolicy(hashes: string[]): string;
}

export function createSecurityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  const directives = directivesFor(options);
  // The policy is the same text around each answer's nonce: built once, joined per answer.
  const slot = "\0nonce\0";
  const [beforeNonce, afterNonce] = policy({ ...directives, "script-src": [...directives["script-src"]!, `'nonce-${slot}'`] }).split(
    slot,
  ) as [string, string];
  const withNonce = (nonce: string) => beforeNonce + nonce + afterNonce;
  return {
    document: {
      "content-security-policy": policy(directives),
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
    },
    api: {
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
    },
    asset: {
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
    },
    pagePolicy: withNonce,
    hashedPagePolicy: (hashes) => policy({ ...directives, "script-src": [...directives["script-src"]!, ...hashes] }),
  };
}

/**
 * Hashed scripts and style sheets of the build. A script a worker runs is left out: a worker
 * takes its policy from its own answer. So is everything else under /assets/ (an SVG opened on
 * its own is a document that can hold scripts).
 */
const SUBRESOURCE = /^\/assets\/(?![^?]*worker)[^/?]+\.(?:js|css)(?:\?|$)/;

/** Adds the headers to every answer: the API's set under /api/, the sub-resources' to build scripts and styles, the documents' elsewhere. */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook("onRequest", (request, reply, done) => {
    const { url } = request;
    const isApi = url.startsWith("/api/") && !url.startsWith("/api/docs");
    reply.headers(isApi ? headers.api : SUBRESOURCE.test(url) ? headers.asset : headers.document);
    done();
  });
}

const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolUsed = noncePool.length;

/**
 * A fresh CSP nonce (128 random bits, base64), one per answer and never reused. The bytes come
 * from the system's CSPRNG 4 KiB at a time: a call per nonce cost ~5 µs of a cached page's
 * ~250 µs, a slice of the pool ~0.3 µs (ADR 035).
 */
export function createNonce(): string {
  if (noncePoolUsed === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolUsed = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolUsed, noncePoolUsed + NONCE_BYTES);
  noncePoolUsed += NONCE_BYTES;
  return nonce;
}
