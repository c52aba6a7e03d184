import { z } from "zod";
import { BilingualSchema, IdSchema, InstantSchema, SafeUrlSchema } from "./common.ts";

/** Spec §2: the `?type=` values of personalAndbusinessbanking a loan can appear under. */
export const LOAN_QUERY_TYPES = [
  "Executive Loan Scheme",
  "Employer Supported Loans",
  "Short and Medium Term Loans for SME Business",
  "Amayi Atakate",
] as const;

/** One entry of a loan's lists (requirements, benefits...). */
export const LoanItemSchema = z.object({ name: BilingualSchema });
export type LoanItem = z.infer<typeof LoanItemSchema>;

const loanFields = {
  title: BilingualSchema,
  description: BilingualSchema,
  image: SafeUrlSchema,
  category: z.literal("Personal and Business Banking"),
  category2: z.enum(["Personal", "Business"]),
  query_type: z.enum(LOAN_QUERY_TYPES).nullable(),
  /** Kwacha, when the loan has a ceiling. */
  max_amount: z.number().positive().max(1e12).nullable(),
  max_term_months: z.number().int().min(1).max(600).nullable(),
  requirements: z.array(LoanItemSchema),
  benefits: z.array(LoanItemSchema),
  features: z.array(LoanItemSchema),
  accessibility: z.array(LoanItemSchema),
  target_group: z.array(LoanItemSchema),
  term: z.array(LoanItemSchema),
};

/** Body of `POST /api/loans` and `PUT /api/loans/{id}`. */
export const LoanInputSchema = z.object(loanFields);
export type LoanInput = z.infer<typeof LoanInputSchema>;

/** A loan product as the API answers it. */
export const LoanSchema = z.object({ id: IdSchema, ...loanFields, created_at: InstantSchema });
export type Loan = z.infer<typeof LoanSchema>;
