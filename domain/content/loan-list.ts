// No zod here: the loans screen runs this in the browser.
import { isQueryTypeMatch } from "../query-type.ts";
import type { Bilingual } from "../language.ts";
import type { LoanProductId } from "./loan-products.ts";

/** Spec §2 query types of personalAndbusinessbanking; amayiatakateloan always shows Amayi Atakate. */
export const LOAN_TYPES = [
  "All Loans",
  "Executive Loan Scheme",
  "Employer Supported Loans",
  "Short and Medium Term Loans for SME Business",
  "Amayi Atakate",
] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

/** Spec §2 loan detail tabs; Requirements is the default. */
export const LOAN_DETAIL_TABS = ["requirements", "benefits", "features", "accessibility"] as const;
export type LoanDetailTab = (typeof LOAN_DETAIL_TABS)[number];

/** A loan as the API answers it (browser store `loans`), the fields the screen reads. */
export interface LoanSummary {
  id: string;
  created_at: string;
  title: Bilingual;
  description: Bilingual;
  image: string;
  category2: string;
  query_type: string | null;
  requirements: Array<{ name: Bilingual }>;
  benefits: Array<{ name: Bilingual }>;
  features: Array<{ name: Bilingual }>;
  accessibility: Array<{ name: Bilingual }>;
  target_group: Array<{ name: Bilingual }>;
  term: Array<{ name: Bilingual }>;
}

/** The `?type=` a screen shows: any case of a listed type; else All Loans. The Amayi Atakate screen shows only its loan. */
export function parseLoanType(value: string | null | undefined, isAmayiAtakateScreen: boolean): LoanType {
  if (isAmayiAtakateScreen) return "Amayi Atakate";
  return LOAN_TYPES.find((type) => isQueryTypeMatch(type, value)) ?? "All Loans";
}

/** The loans of a type, in the order given (newest first from the API). */
export function selectLoans<T extends Pick<LoanSummary, "query_type">>(loans: readonly T[], type: LoanType): T[] {
  return type === "All Loans" ? [...loans] : loans.filter((loan) => loan.query_type === type);
}

/** The detail tab a `?detail=` value names, else Requirements. */
export function parseLoanDetailTab(value: string | null | undefined): LoanDetailTab {
  return (LOAN_DETAIL_TABS as readonly (string | null | undefined)[]).includes(value) ? (value as LoanDetailTab) : "requirements";
}

/**
 * The tab a key moves to in a tablist of `count` tabs (WAI-ARIA tabs pattern): arrows wrap
 * around, Home and End go to the ends; any other key moves nowhere (undefined).
 */
export function getNextTabIndex(current: number, key: string, count: number): number | undefined {
  if (key === "ArrowRight" || key === "ArrowDown") return (current + 1) % count;
  if (key === "ArrowLeft" || key === "ArrowUp") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

const CALCULATOR_PRODUCTS: Record<string, LoanProductId> = {
  "Executive Loan Schemes": "executive-loan-scheme",
  "Employer Supported Loans": "employer-supported-loans",
  Instaloans: "instaloans",
  "Personal Overdrafts": "personal-overdraft",
  "Amayi Atakate Loan": "amayi-atakate",
  "Working Capital Finance": "working-capital-finance",
};

/** The loan calculator's product for a loan, by its English title, when the calculator knows it. */
export function getCalculatorProduct(loan: Pick<LoanSummary, "title">): LoanProductId | undefined {
  return CALCULATOR_PRODUCTS[loan.title.en];
}
