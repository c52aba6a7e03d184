import { z } from "zod";
import { getLoanLimits, getLoanProduct, LOAN_PRODUCT_IDS, type LoanProduct, type LoanProductId } from "../loan-products.ts";

/** The loan calculator's query parameters: `?amount=&rate=&term=&product=` (a GET form). */
export const LOAN_CALCULATOR_FIELDS = ["amount", "rate", "term", "product"] as const;
export type LoanCalculatorField = (typeof LOAN_CALCULATOR_FIELDS)[number];

/** Why a field was refused; the app words each code in the visitor's language. */
export const LOAN_FIELD_ERROR_CODES = [
  "required",
  "notAnAmount",
  "notARate",
  "notWholeMonths",
  "tooSmall",
  "tooLarge",
  "aboveProductAmount",
  "aboveProductTerm",
  "unknownProduct",
] as const;
export type LoanFieldErrorCode = (typeof LOAN_FIELD_ERROR_CODES)[number];

/** A refused field: the reason, and the bound it broke when there is one. */
export interface LoanFieldError {
  code: LoanFieldErrorCode;
  limit?: number;
}
export type LoanFieldErrors = Partial<Record<LoanCalculatorField, LoanFieldError>>;

/** What the visitor typed, as typed, to fill the form again. */
export type LoanCalculatorValues = Record<LoanCalculatorField, string>;

/** Visitors write amounts as banks print them: `K1,500,000`, `1 500 000.50`. */
const stripNumber = (text: string) => text.replace(/^k/i, "").replace(/[,\s\u00a0]/g, "");

const numberText = (pattern: RegExp, code: LoanFieldErrorCode) =>
  z.string({ error: "required" }).trim().min(1, "required").transform(stripNumber).pipe(z.string().regex(pattern, code)).transform(Number);

/** The form's schema; a product narrows the amount and the term (spec §9 loan facts). */
export function createLoanCalculatorSchema(product?: LoanProduct) {
  const limits = getLoanLimits(product);
  return z.object({
    amount: numberText(/^\d+(\.\d{1,2})?$/, "notAnAmount").pipe(
      z
        .number()
        .min(limits.minAmount, "tooSmall")
        .max(limits.maxAmount, product?.maxAmount !== undefined ? "aboveProductAmount" : "tooLarge"),
    ),
    rate: numberText(/^\d+(\.\d+)?$/, "notARate").pipe(z.number().min(limits.minRate, "tooSmall").max(limits.maxRate, "tooLarge")),
    term: numberText(/^\d+$/, "notWholeMonths").pipe(
      z
        .number()
        .int("notWholeMonths")
        .min(limits.minTermMonths, "tooSmall")
        .max(limits.maxTermMonths, product ? "aboveProductTerm" : "tooLarge"),
    ),
    product: z.enum(LOAN_PRODUCT_IDS, { error: "unknownProduct" }).optional(),
  });
}

/** A valid calculator query: numbers the schedule can be worked out from. */
export const LoanCalculatorInputSchema = createLoanCalculatorSchema();
export type LoanCalculatorInput = z.infer<typeof LoanCalculatorInputSchema>;

export type LoanCalculatorQuery =
  /** Nothing asked yet (a first visit, or a link that only picks a product). */
  | { status: "empty"; values: LoanCalculatorValues }
  | { status: "invalid"; values: LoanCalculatorValues; errors: LoanFieldErrors }
  | { status: "valid"; values: LoanCalculatorValues; input: LoanCalculatorInput & { product?: LoanProductId } };

function isErrorCode(value: unknown): value is LoanFieldErrorCode {
  return (LOAN_FIELD_ERROR_CODES as readonly unknown[]).includes(value);
}

/** Reads the calculator's query: empty, refused field by field, or valid. */
export function parseLoanCalculatorQuery(params: URLSearchParams): LoanCalculatorQuery {
  const values = Object.fromEntries(LOAN_CALCULATOR_FIELDS.map((field) => [field, params.get(field) ?? ""])) as LoanCalculatorValues;
  const isAsked = (["amount", "rate", "term"] as const).some((field) => params.has(field));
  if (!isAsked) return { status: "empty", values };

  const productId = values.product.trim();
  const product = getLoanProduct(productId);
  const result = createLoanCalculatorSchema(product).safeParse({
    amount: values.amount,
    rate: values.rate,
    term: values.term,
    product: productId === "" ? undefined : productId,
  });
  if (result.success) return { status: "valid", values, input: result.data };

  const errors: LoanFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoanCalculatorField;
    if (errors[field]) continue;
    const code = isErrorCode(issue.message) ? issue.message : "required";
    const limit = issue.code === "too_small" ? Number(issue.minimum) : issue.code === "too_big" ? Number(issue.maximum) : undefined;
    errors[field] = limit === undefined ? { code } : { code, limit };
  }
  return { status: "invalid", values, errors };
}
