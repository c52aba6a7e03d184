import { describe, expect, it } from "vitest";
import { createNonce, createSecurityHeaders } from "./security-headers.ts";

describe("page nonces", () => {
  it("are 128 random bits each, never repeated across many pool refills", () => {
    const nonces = Array.from({ length: 5_000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("appear in the page's script policy and nowhere else", () => {
    const headers = createSecurityHeaders({ tileOrigin: "https://tiles.example.mw" });
    const policy = headers.pagePolicy("abc123");
    expect(policy).toContain("script-src 'self' 'nonce-abc123';");
    expect(policy.match(/abc123/g)).toHaveLength(1);
    expect(policy).toBe(headers.pagePolicy("abc123"));
    expect(headers.document["content-security-policy"]).toBe(policy.replace(" 'nonce-abc123'", ""));
  });
});
