// The KYC rules of spec §3-§5 and §9, shared by the upload screen and the server; the schemas
// built on them are in schemas/kyc.ts, the one-time code in domain/one-time-code.ts. Every number
// and name that the spec fixes is quoted from it; choices the spec leaves open are recorded in
// docs/decisions/020-kyc-validation.md.

// The names come from a zod-free module: the upload screen imports this file in the browser (ADR 023).
import { DEFAULT_KYC_ACCOUNT_TYPES, KYC_ACCOUNT_TYPE_NAMES, type KycAccountTypeName } from "./kyc-account-types.ts";

export { KYC_ACCOUNT_TYPE_NAMES, type KycAccountTypeName };

/** Spec §3: the built-in account types and their numbers (Individual Account 1 ... Corporate Account 4). */
export const ACCOUNT_TYPES = DEFAULT_KYC_ACCOUNT_TYPES;

// ---------------------------------------------------------------------------------------------
// Required document purposes (spec §3)

const PERSONAL_KYC_FORM = "KYC Update Form - Personal/Individual Business Accounts";
const SME_KYC_FORM = "KYC Update Form - SME Accounts";
const CORPORATE_KYC_FORM = "KYC Update Form - Corporate Accounts";
const COMPANY_DOCUMENTS = [
  "Registration Certificate",
  "Certificate of Incorporation",
  "Memorandum of Articles of Association",
  "List of Directors",
  "Proof of Residence",
  "Sketch Map",
  "Signature",
] as const;

/**
 * Spec §3: the document purposes each account type requires, in the order the form asks for them.
 * Sole Proprietorship's "KYC form" is the personal/individual-business one: a sole proprietor is a
 * person trading under a business name (ADR 020).
 */
export const REQUIRED_PURPOSES = {
  "Individual Account": [PERSONAL_KYC_FORM, "National ID/Passport", "Letter from Employer", "Payslip", "Sketch Map", "Signature"],
  "Sole Proprietorship": [
    PERSONAL_KYC_FORM,
    "Registration Certificate",
    "Identity of Director(Signatories)",
    "Proof of Residence",
    "Sketch Map",
    "Signature",
  ],
  SME: [SME_KYC_FORM, ...COMPANY_DOCUMENTS],
  "Corporate Account": [CORPORATE_KYC_FORM, ...COMPANY_DOCUMENTS],
} as const satisfies Record<KycAccountTypeName, readonly string[]>;

/** Every purpose a KYC document may have: the union of REQUIRED_PURPOSES, each once. */
export const KYC_PURPOSES = [...new Set(Object.values(REQUIRED_PURPOSES).flat())] as ReadonlyArray<KycPurpose>;
export type KycPurpose = (typeof REQUIRED_PURPOSES)[KycAccountTypeName][number];

/** How many files one purpose may carry (a passport's pages, the front and back of an ID). */
export const MAX_FILES_PER_PURPOSE = 5;

/** Whether a string names one of the KYC account types. */
export function isKycAccountTypeName(value: unknown): value is KycAccountTypeName {
  return (KYC_ACCOUNT_TYPE_NAMES as readonly unknown[]).includes(value);
}

/** Whether a string is one of the document purposes of spec §3. */
export function isKycPurpose(value: unknown): value is KycPurpose {
  return (KYC_PURPOSES as readonly unknown[]).includes(value);
}

/** The purposes an account type requires (spec §3). */
export function getRequiredPurposes(accountType: KycAccountTypeName): readonly KycPurpose[] {
  return REQUIRED_PURPOSES[accountType];
}

/** What is wrong with a set of document purposes for an account type: missing, foreign or too many; empty when complete. */
export function listPurposeProblems(accountType: KycAccountTypeName, purposes: readonly string[]): string[] {
  const required: readonly string[] = REQUIRED_PURPOSES[accountType];
  const counts = new Map<string, number>();
  for (const purpose of purposes) counts.set(purpose, (counts.get(purpose) ?? 0) + 1);
  const problems: string[] = [];
  for (const purpose of required) {
    if (!counts.has(purpose)) problems.push(`missing a document for "${purpose}"`);
  }
  for (const [purpose, count] of counts) {
    if (!required.includes(purpose)) problems.push(`"${purpose}" is not asked for from a ${accountType}`);
    else if (count > MAX_FILES_PER_PURPOSE) problems.push(`at most ${MAX_FILES_PER_PURPOSE} files for "${purpose}"`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Stored file names (spec §5)

/** Spec §5: the folder every KYC document is stored in. */
export const KYC_FOLDER = "kycdocuments";

/** The extensions a stored KYC document can have: the type its content proved, never the name it came with. */
export const KYC_FILE_EXTENSIONS = ["pdf", "jpg", "png"] as const;
export type KycFileExtension = (typeof KYC_FILE_EXTENSIONS)[number];

// Long enough for "account name_purpose_file name", short enough that the storage layer's unique
// suffix and the extension stay far below every file system's 255-byte name limit.
const MAX_STORED_STEM_LENGTH = 150;

/**
 * Spec §5's character rule: pipes removed, spaces to underscores, only letters, digits,
 * underscore, dot and hyphen kept, lowercased. Accents are folded first (ŵ -> w) so that a
 * Chichewa name keeps its letters instead of losing them.
 */
export function sanitizeFileNamePart(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/\|/g, "")
    .replace(/\s/g, "_")
    .replace(/[^A-Za-z0-9_.-]/g, "")
    .toLowerCase();
}

/**
 * The stored name of a KYC document (spec §5): `kycdocuments/<account name>_<purpose>_<file name>.<ext>`.
 * The extension is the one the content proved (server/uploads/file-inspection.ts) and replaces the
 * uploaded name's; dots inside the name become underscores so the result has exactly one dot, no
 * path separator and no leading dot or hyphen. The storage layer adds a unique suffix before the dot.
 */
export function formatStoredFileName(accountName: string, purpose: string, fileName: string, extension: KycFileExtension): string {
  // Browsers send a bare name, but old ones sent a full path: keep what follows the last separator.
  const baseName = fileName.split(/[\\/]/).pop() ?? "";
  const dot = baseName.lastIndexOf(".");
  const stemOfFile = dot > 0 ? baseName.slice(0, dot) : baseName;
  const stem = sanitizeFileNamePart([accountName, purpose, stemOfFile].join(" "))
    .replace(/\./g, "_")
    .replace(/_{2,}/g, "_")
    .replace(/^[_-]+|[_-]+$/g, "")
    .slice(0, MAX_STORED_STEM_LENGTH)
    .replace(/[_-]+$/, "");
  return `${KYC_FOLDER}/${stem === "" ? "document" : stem}.${extension}`;
}

/** The API path a stored KYC document is read from; the only kind of `url` a KYC record may hold. */
export const KYC_DOCUMENTS_PATH = "/api/kyc_documents";

const STORED_KEY_PATTERN = new RegExp(`^${KYC_FOLDER}/[a-z0-9][a-z0-9_-]*\\.(?:${KYC_FILE_EXTENSIONS.join("|")})$`);

/** Whether a storage key is one the KYC upload produces (`kycdocuments/<name>.<pdf|jpg|png>`). */
export function isKycDocumentKey(key: string): boolean {
  return key.length <= 300 && STORED_KEY_PATTERN.test(key);
}

/** The `url` a KYC record stores for a document key: a site path, never an outside address. */
export function formatKycDocumentUrl(key: string): string {
  return `${KYC_DOCUMENTS_PATH}/${key}`;
}

/** The storage key a KYC document url points at; nothing for any other url. */
export function parseKycDocumentUrl(url: string): string | undefined {
  const prefix = `${KYC_DOCUMENTS_PATH}/`;
  if (!url.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  return isKycDocumentKey(key) ? key : undefined;
}

// ---------------------------------------------------------------------------------------------
// Upload progress (spec §2 upload panel, §3 upload item, §4)

/** Spec §3: one file in the upload panel; progress in bytes sent, 0 to size. */
export interface UploadItem {
  description: string;
  size: number;
  progress: number;
}

/** Spec §4: the progress one finished file adds, the total size divided by the number of files. */
export function getProgressPerFile(totalSize: number, fileCount: number): number {
  return fileCount > 0 ? totalSize / fileCount : 0;
}

/**
 * Percent completed, 0 to 100, after `finishedFiles` of `fileCount` files: each finished file
 * adds getProgressPerFile, so every file weighs the same whatever its size (spec §4).
 */
export function getUploadPercent(finishedFiles: number, fileCount: number, totalSize: number): number {
  if (fileCount <= 0) return 0;
  const done = Math.min(Math.max(finishedFiles, 0), fileCount);
  if (totalSize <= 0) return Math.floor((done / fileCount) * 100);
  return Math.min(100, Math.floor(((done * getProgressPerFile(totalSize, fileCount)) / totalSize) * 100));
}

/** The file the panel names in "Uploading {description} (n of total)": the first not finished; nothing when all are done. */
export function getCurrentUpload(items: readonly UploadItem[]): { item: UploadItem; position: number; total: number } | undefined {
  const index = items.findIndex((item) => item.progress < item.size);
  if (index === -1) return undefined;
  return { item: items[index]!, position: index + 1, total: items.length };
}
