// No zod here: the loan calculator's component loads this module to describe the limits.
import type { Bilingual } from "../language.ts";

/** The bank's loans the calculator knows, in the order the bank lists them (spec §3 Loan). */
export const LOAN_PRODUCT_IDS = [
  "executive-loan-scheme",
  "employer-supported-loans",
  "instaloans",
  "personal-overdraft",
  "amayi-atakate",
  "working-capital-finance",
] as const;
export type LoanProductId = (typeof LOAN_PRODUCT_IDS)[number];

/** A loan product and the limits it puts on the calculator's amount and term. */
export interface LoanProduct {
  id: LoanProductId;
  /** Product names stay as the bank keeps them; Chichewa adds a gloss, as the loans content does. */
  name: Bilingual;
  /** Kwacha; none when the bank publishes no ceiling. */
  maxAmount?: number;
  maxTermMonths: number;
}

/** Spec §9 "Loan facts in text". */
export const LOAN_PRODUCTS: readonly LoanProduct[] = [
  {
    id: "executive-loan-scheme",
    name: { en: "Executive Loan Scheme", ny: "Executive Loan Scheme (Ngongole za Akuluakulu)" },
    maxAmount: 5_000_000,
    maxTermMonths: 36,
  },
  {
    id: "employer-supported-loans",
    name: { en: "Employer Supported Loans", ny: "Employer Supported Loans (Ngongole Zothandizidwa ndi Abwana)" },
    maxTermMonths: 24,
  },
  { id: "instaloans", name: { en: "Instaloans", ny: "Instaloans (Ngongole Zachangu)" }, maxTermMonths: 24 },
  {
    id: "personal-overdraft",
    name: { en: "Personal Overdraft", ny: "Personal Overdraft (Overdraft ya Munthu Payekha)" },
    maxTermMonths: 12,
  },
  { id: "amayi-atakate", name: { en: "Amayi Atakate", ny: "Amayi Atakate" }, maxAmount: 5_000_000, maxTermMonths: 24 },
  {
    id: "working-capital-finance",
    name: { en: "Working Capital Finance", ny: "Working Capital Finance (Ndalama Zoyendetsera Bizinesi)" },
    maxTermMonths: 36,
  },
];

/** Whether a string names a loan product. */
export function isLoanProductId(value: unknown): value is LoanProductId {
  return (LOAN_PRODUCT_IDS as readonly unknown[]).includes(value);
}

/** The product with an id, when there is one. */
export function getLoanProduct(id: string | null | undefined): LoanProduct | undefined {
  return LOAN_PRODUCTS.find((product) => product.id === id);
}

/** The limits a loan of that product must keep: amount (kwacha) and term (months). */
export interface LoanLimits {
  minAmount: number;
  maxAmount: number;
  minTermMonths: number;
  maxTermMonths: number;
  minRate: number;
  maxRate: number;
}

/** The calculator's own bounds, when no product narrows them. */
export const LOAN_CALCULATOR_LIMITS: LoanLimits = {
  minAmount: 1_000,
  maxAmount: 1_000_000_000,
  minTermMonths: 1,
  maxTermMonths: 360,
  minRate: 0,
  maxRate: 100,
};

/** The bounds for a loan of a product (or of no particular product). */
export function getLoanLimits(product?: LoanProduct): LoanLimits {
  return {
    ...LOAN_CALCULATOR_LIMITS,
    maxAmount: Math.min(LOAN_CALCULATOR_LIMITS.maxAmount, product?.maxAmount ?? Infinity),
    maxTermMonths: Math.min(LOAN_CALCULATOR_LIMITS.maxTermMonths, product?.maxTermMonths ?? Infinity),
  };
}
