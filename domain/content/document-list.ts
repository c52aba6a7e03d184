// No zod here: the documents screens run this in the browser too.
import type { Bilingual } from "../language.ts";
import type { SiteId } from "../site.ts";

/** Spec §2 "Documents list: 10 per page". */
export const DOCUMENTS_PAGE_SIZE = 10;

/** A document as the lists show it (the wire record, docs/content-model.md, less what no list reads). */
export interface DocumentSummary {
  id: string;
  title: Bilingual;
  document_type_name: string;
  site: SiteId;
  file_url: string;
  /** Null when the back office gave none. */
  file_size: number | null;
  mime_type: string;
  published_at: string;
  kyc_account_type_name: string | null;
}

/** A document as the API answers it: without its file while it awaits one (ADR 026). */
export type StoredDocument = Omit<DocumentSummary, "file_url" | "mime_type"> & { file_url: string | null; mime_type: string | null };

/**
 * Whether visitors may see a document: only once it has its file. A document without one is
 * metadata awaiting its file (ADR 026); the loaders drop it before paging, so a page holds 10 rows.
 */
export function hasFile<T extends { file_url: string | null; mime_type: string | null }>(
  document: T,
): document is T & { file_url: string; mime_type: string } {
  return document.file_url !== null && document.mime_type !== null;
}

/** A tab of a documents screen: its `?tab=` value and the document type it lists. */
export interface DocumentTab {
  key: string;
  type: string;
}

/** Spec §2: investor relations tabs; the first (FINANCIAL STATEMENTS) is the default. */
export const INVESTOR_TABS: readonly DocumentTab[] = [
  { key: "financial-statements", type: "Financial Statement" },
  { key: "annual-reports", type: "Annual Report" },
  { key: "notices", type: "Notice" },
  { key: "others", type: "Other" },
];

/** Spec §2: the bank's documents screen tabs; the first (Profiles) is the default. */
export const BANK_DOCUMENT_TABS: readonly DocumentTab[] = [
  { key: "profiles", type: "Profiles" },
  { key: "brochures", type: "Brochures" },
  { key: "limited-company", type: "Limited Company" },
  { key: "personal-account", type: "Personal Account" },
  { key: "sole-proprietor", type: "Sole Proprietor" },
];

/** The tab a `?tab=` value names; anything else is the first (default) tab. */
export function parseDocumentTab(tabs: readonly DocumentTab[], value: string | null | undefined): DocumentTab {
  return tabs.find((tab) => tab.key === value) ?? tabs[0]!;
}

/** A 1-based page number from `?page=`; anything that is not a whole number from 1 is page 1. */
export function parseListPage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export interface ListPage<T> {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
}

/** One page of a list; a page past the end shows the last page. */
export function getListPage<T>(items: readonly T[], page: number, pageSize: number): ListPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}

/** A sub-site's documents of one type that visitors may download, newest published first. */
export function selectDocuments<T extends Pick<StoredDocument, "site" | "document_type_name" | "published_at" | "file_url" | "mime_type">>(
  documents: readonly T[],
  site: SiteId,
  type: string,
): Array<T & { file_url: string; mime_type: string }> {
  return documents
    .filter(hasFile)
    .filter((document) => document.site === site && document.document_type_name === type)
    .toSorted((a, b) => b.published_at.localeCompare(a.published_at));
}

const FORMATS: Record<string, string> = {
  "application/pdf": "PDF",
  "application/msword": "DOC",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "application/vnd.ms-excel": "XLS",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
};

/** The short name of a file format: "PDF"; an unknown type shows its subtype in capitals. */
export function formatFileType(mimeType: string): string {
  return FORMATS[mimeType] ?? (mimeType.split("/").at(-1) ?? mimeType).toUpperCase();
}

/** A file size as a visitor reads it before spending data on it: "812 bytes", "3.2 KB", "1.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A document with only the fields the lists read (the loader sends no more). */
export function toDocumentSummary(document: DocumentSummary): DocumentSummary {
  const { id, title, document_type_name, site, file_url, file_size, mime_type, published_at, kyc_account_type_name } = document;
  return { id, title, document_type_name, site, file_url, file_size, mime_type, published_at, kyc_account_type_name };
}

/** "PDF, 3.2 KB" (spec §2 document rows); "PDF" when the size is not known. */
export function formatFileDetails(mimeType: string, bytes: number | null): string {
  return bytes === null ? formatFileType(mimeType) : `${formatFileType(mimeType)}, ${formatFileSize(bytes)}`;
}
