import { describe, expect, it } from "vitest";
import {
  BANK_DOCUMENT_TABS,
  formatFileDetails,
  formatFileSize,
  formatFileType,
  getListPage,
  INVESTOR_TABS,
  parseDocumentTab,
  parseListPage,
  selectDocuments,
} from "./document-list.ts";

describe("documents lists", () => {
  it("defaults to the first tab for a missing or unknown ?tab=", () => {
    expect(parseDocumentTab(INVESTOR_TABS, null).type).toBe("Financial Statement");
    expect(parseDocumentTab(INVESTOR_TABS, "nonsense").type).toBe("Financial Statement");
    expect(parseDocumentTab(INVESTOR_TABS, "notices").type).toBe("Notice");
    expect(parseDocumentTab(BANK_DOCUMENT_TABS, undefined).type).toBe("Profiles");
  });

  it("reads ?page= as a whole number from 1, else page 1", () => {
    expect(parseListPage(null)).toBe(1);
    expect(parseListPage("0")).toBe(1);
    expect(parseListPage("-2")).toBe(1);
    expect(parseListPage("2.5")).toBe(1);
    expect(parseListPage("3")).toBe(3);
  });

  it("cuts pages of a size and clamps a page past the end to the last", () => {
    const items = Array.from({ length: 13 }, (_, index) => index);
    expect(getListPage(items, 1, 10)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pageCount: 2 });
    expect(getListPage(items, 2, 10).items).toEqual([10, 11, 12]);
    expect(getListPage(items, 9, 10).page).toBe(2);
    expect(getListPage([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it("selects one site's documents of one type, newest first", () => {
    const file = { file_url: "/content/files/notice.pdf", mime_type: "application/pdf" };
    const documents = [
      { site: "bank", document_type_name: "Notice", published_at: "2020-01-01", ...file },
      { site: "bank", document_type_name: "Notice", published_at: "2024-01-01", ...file },
      { site: "holding", document_type_name: "Notice", published_at: "2025-01-01", ...file },
      { site: "bank", document_type_name: "Other", published_at: "2025-01-01", ...file },
    ] as const;
    expect(selectDocuments(documents, "bank", "Notice").map((document) => document.published_at)).toEqual(["2024-01-01", "2020-01-01"]);
  });

  it("leaves out a document still awaiting its file, before paging, so a page still holds 10 rows", () => {
    const awaiting = Array.from({ length: 5 }, (_, index) => ({
      site: "bank" as const,
      document_type_name: "Notice",
      published_at: `2026-01-0${index + 1}`,
      file_url: null,
      mime_type: null,
    }));
    const withFile = Array.from({ length: 12 }, (_, index) => ({
      site: "bank" as const,
      document_type_name: "Notice",
      published_at: `2025-01-${String(index + 10)}`,
      file_url: `/content/files/notice-${index}.pdf`,
      mime_type: "application/pdf",
    }));
    const shown = selectDocuments([...awaiting, ...withFile], "bank", "Notice");
    expect(shown).toHaveLength(12);
    expect(shown.every((document) => document.file_url !== null)).toBe(true);
    expect(getListPage(shown, 1, 10).items).toHaveLength(10);
    expect(getListPage(shown, 2, 10).items).toHaveLength(2);
  });

  it("writes a file's format and size as a visitor reads them", () => {
    expect(formatFileType("application/pdf")).toBe("PDF");
    expect(formatFileType("text/csv")).toBe("CSV");
    expect(formatFileSize(812)).toBe("812 bytes");
    expect(formatFileSize(3277)).toBe("3.2 KB");
    expect(formatFileSize(1468006)).toBe("1.4 MB");
    expect(formatFileDetails("application/pdf", 3277)).toBe("PDF, 3.2 KB");
    // A document given without its size (ADR 026).
    expect(formatFileDetails("application/pdf", null)).toBe("PDF");
  });
});
