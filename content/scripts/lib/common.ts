import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";

/** The content/ folder. */
export const CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface Bilingual {
  en: string;
  ny: string;
}

export const bi = (en: string, ny: string): Bilingual => ({ en, ny });

export function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(join(CONTENT_DIR, relative), "utf8")) as T;
}

/** Writes JSON formatted as the repository's Prettier would, so that re-running a generator gives no diff. */
export async function writeJson(relative: string, value: unknown): Promise<void> {
  const path = join(CONTENT_DIR, relative);
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(JSON.stringify(value), { ...options, parser: "json", filepath: path }));
}

export const SITE_COMPANY: Record<string, string> = {
  holding: "FDH Financial Holdings Limited",
  bank: "FDH Bank plc",
  moneyBureau: "FDH Money Bureau Limited",
  discountHouse: "First Discount House Limited",
  properties: "FDH Properties Limited",
};

export const MONTHS_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
