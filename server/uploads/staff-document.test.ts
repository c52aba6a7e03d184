import { Readable } from "node:stream";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { getStaffDocumentMode, sendStaffDocument, type StaffDocumentMode } from "./staff-document.ts";

// ADR 040 and ADR 075: a customer's document reaches staff sandboxed; an image asked for as the
// viewer's frame comes as a page holding the photo, so the sandboxed page fetches nothing.

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const PDF = Buffer.from("%PDF-1.7\n%%EOF\n");

const app = Fastify();
app.get<{ Querystring: { type: string; mode: StaffDocumentMode } }>("/document", (request, reply) => {
  const content = request.query.type === "image/png" ? PNG : PDF;
  return sendStaffDocument(
    reply,
    { body: Readable.from([content]), size: content.length, contentType: request.query.type },
    "scan",
    request.query.mode,
  );
});
afterAll(() => app.close());

describe("a staff document", () => {
  it("reads the mode from the query: a download wins, then the frame, else inline", () => {
    expect(getStaffDocumentMode({})).toBe("inline");
    expect(getStaffDocumentMode({ frame: "1" })).toBe("frame");
    expect(getStaffDocumentMode({ frame: "0" })).toBe("inline");
    expect(getStaffDocumentMode({ download: "1", frame: "1" })).toBe("download");
  });

  it("comes as a frame page holding the photo as a data address, sandboxed, loading nothing else", async () => {
    const response = await app.inject({ url: "/document?type=image/png&mode=frame" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["content-security-policy"]).toBe(
      "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
    const images = [...response.body.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
    expect(images).toEqual([`data:image/png;base64,${PNG.toString("base64")}`]);
    expect(response.body).not.toMatch(/<script/i);
  });

  it("is sent as it is when it is no image, or not asked for as a frame", async () => {
    const pdf = await app.inject({ url: "/document?type=application/pdf&mode=frame" });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const inline = await app.inject({ url: "/document?type=image/png&mode=inline" });
    expect(inline.headers["content-type"]).toBe("image/png");
    expect(String(inline.headers["content-disposition"])).toBe('inline; filename="scan"');
    expect(inline.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'; img-src 'self'/);
    const download = await app.inject({ url: "/document?type=image/png&mode=download" });
    expect(String(download.headers["content-disposition"])).toBe('attachment; filename="scan"');
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });
});
