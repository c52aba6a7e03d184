import { readFile } from "node:fs/promises";
import { findPdfProblem, type PdfProblem } from "./pdf-check.ts";
import { findPdfProblemAsReader } from "./pdf-reader-check.ts";

/**
 * The PDF check as a worker-pool task (piscina loads this file in a worker thread, under Node's
 * type stripping): reads the file itself, so only its path crosses threads. The byte scan comes
 * first (fast, and it sees names pdf.js has no API for, such as SubmitForm); a file it passes is
 * then opened as a reader opens it, and the verdict rests on both (ADR 021).
 */
export default async function checkPdfFile(filePath: string): Promise<PdfProblem | null> {
  return (await checkPdfBytes(await readFile(filePath))) ?? null;
}

/** The verdict on a PDF's bytes: the byte scan, then the reader's view. */
export async function checkPdfBytes(bytes: Uint8Array): Promise<PdfProblem | undefined> {
  return findPdfProblem(bytes) ?? (await findPdfProblemAsReader(bytes));
}
