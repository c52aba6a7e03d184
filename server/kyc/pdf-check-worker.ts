import { readFile } from "node:fs/promises";
import { findPdfProblem, type PdfProblem } from "./pdf-check.ts";

/**
 * The PDF check as a worker-pool task (piscina loads this file in a worker thread, under Node's
 * type stripping): reads the file itself, so only its path crosses threads.
 */
export default async function checkPdfFile(filePath: string): Promise<PdfProblem | null> {
  return findPdfProblem(await readFile(filePath)) ?? null;
}
