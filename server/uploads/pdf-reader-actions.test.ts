import { describe, expect, it } from "vitest";
import { createHiddenObjectStreamPdf, HOSTILE_ACTIONS } from "#tests/support/hostile-pdfs.ts";
import { forgetDocument, hasActiveActions, loadPdfJsInternals } from "./pdf-reader-actions.ts";

// What the reader check relies on inside pdfjs-dist (ADR 021). Each expectation names one internal:
// when an upgrade of pdfjs-dist renames or reshapes it, this fails before any upload is judged by it.
describe("the pdf.js internals the reader check reads", () => {
  it("loads the worker bundle with its classes exported, as the worker pdf.js opens documents with", async () => {
    const internals = await loadPdfJsInternals();
    for (const name of ["WorkerMessageHandler", "LocalPdfManager", "Dict", "Name", "Ref"] as const)
      expect(typeof internals[name], name).toBe("function");
    expect(typeof internals.LocalPdfManager.prototype.ensure).toBe("function");
    expect((globalThis as { pdfjsWorker?: { WorkerMessageHandler: unknown } }).pdfjsWorker?.WorkerMessageHandler).toBe(
      internals.WorkerMessageHandler,
    );
    const { Dict, Name } = internals as unknown as {
      Dict: new (xref: null) => {
        set(key: string, value: unknown): void;
        get(key: string): unknown;
        getRaw(key: string): unknown;
        getRawValues(): Iterable<unknown>;
      };
      Name: { get(name: string): { name: string } };
    };
    const dict = new Dict(null);
    dict.set("S", Name.get("Launch"));
    expect(dict.get("S")).toBeInstanceOf(internals.Name);
    expect(dict.getRaw("S")).toEqual({ name: "Launch" });
    expect([...dict.getRawValues()]).toHaveLength(1);
  });

  it("finds the document pdf.js opened by its loading task, its catalog, pages and actions", async () => {
    await loadPdfJsInternals();
    const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const open = async (catalogExtra: string) => {
      const task = getDocument({ data: new Uint8Array(createHiddenObjectStreamPdf({ catalogExtra, fakeEndstream: false })), verbosity: 0 });
      await task.promise;
      try {
        return await hasActiveActions(task.docId);
      } finally {
        forgetDocument(task.docId);
        await task.destroy();
      }
    };
    expect(await open("")).toBe(false);
    expect(await open(`/OpenAction ${HOSTILE_ACTIONS.SubmitForm}`)).toBe(true);
    expect(await open(`/AA << /WC ${HOSTILE_ACTIONS.Rendition} >>`)).toBe(true);
    await expect(hasActiveActions("no-such-document")).rejects.toThrow(/no document/);
  });
});
