import { z } from "zod";
import { BilingualSchema, IdSchema, InstantSchema, SafeUrlSchema, specSpellings } from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { scheduleFields } from "./schedule.ts";

/** Spec §2: the `?type=` values of personalAndbusinessbanking a loan can appear under. */
export const LOAN_QUERY_TYPES = [
  "Executive Loan Scheme",
  "Employer Supported Loans",
  "Short and Medium Term Loans for SME Business",
  "Amayi Atakate",
] as const;

/** One entry of a loan's lists (requirements, benefits...): spec §3's name entry, in both languages. */
export const LoanItemSchema = z.object({ name: BilingualSchema });
export type LoanItem = z.infer<typeof LoanItemSchema>;

const LoanItemsSchema = z.array(LoanItemSchema).max(100);

const loanFields = {
  title: BilingualSchema,
  description: formField(BilingualSchema, { widget: "textarea" }),
  image: SafeUrlSchema,
  category: z.literal("Personal and Business Banking"),
  category2: formField(z.enum(["Personal", "Business"]), { label: "Personal or business" }),
  query_type: formField(z.enum(LOAN_QUERY_TYPES), { label: "Listed under" }).nullable(),
  /** Kwacha, when the loan has a ceiling. */
  max_amount: formField(z.number().positive().max(1e12), { label: "Largest amount (MWK)" }).nullable(),
  max_term_months: formField(z.number().int().min(1).max(600), { label: "Longest term (months)" }).nullable(),
  requirements: LoanItemsSchema,
  benefits: LoanItemsSchema,
  features: LoanItemsSchema,
  accessibility: LoanItemsSchema,
  target_group: LoanItemsSchema,
  term: LoanItemsSchema,
  ...scheduleFields,
};

type LoanListKey = "requirements" | "benefits" | "features" | "accessibility" | "target_group" | "term";

/** Spec §3 writes a loan's lists with capitals and a space: `Requirements`, `Target Group`. */
export const LOAN_LIST_SPELLINGS = {
  Requirements: "requirements",
  Benefits: "benefits",
  Features: "features",
  Accessibility: "accessibility",
  "Target Group": "target_group",
  Term: "term",
} as const satisfies Record<string, LoanListKey>;

function specSpelling(ours: LoanListKey) {
  const schema = LoanItemsSchema.optional().describe(`Spec §3's spelling of \`${ours}\`; give one or the other`);
  specSpellings.add(schema, { spellingOf: ours });
  return schema;
}

// Spec §3 names title, description, image, category, category2 and the six lists. The query
// type and the calculator's ceilings are ours: null unless said. A list left out is empty (the
// tab then says to ask at a branch).
const loanBody = z
  .object({
    ...loanFields,
    category: loanFields.category.default("Personal and Business Banking"),
    query_type: loanFields.query_type.default(null),
    max_amount: loanFields.max_amount.default(null),
    max_term_months: loanFields.max_term_months.default(null),
    requirements: LoanItemsSchema.optional(),
    benefits: LoanItemsSchema.optional(),
    features: LoanItemsSchema.optional(),
    accessibility: LoanItemsSchema.optional(),
    target_group: LoanItemsSchema.optional(),
    term: LoanItemsSchema.optional(),
    Requirements: specSpelling("requirements"),
    Benefits: specSpelling("benefits"),
    Features: specSpelling("features"),
    Accessibility: specSpelling("accessibility"),
    "Target Group": specSpelling("target_group"),
    Term: specSpelling("term"),
  })
  .superRefine((loan, context) => {
    const given = loan as Record<string, unknown>;
    for (const [spec, ours] of Object.entries(LOAN_LIST_SPELLINGS)) {
      if (given[spec] !== undefined && given[ours] !== undefined)
        context.addIssue({ code: "custom", path: [spec], message: `give ${ours} or ${spec}, not both` });
    }
  });

/** Body of `POST /api/loans` and `PUT /api/loans/{id}`: our list keys or spec §3's, read into ours. */
export const LoanInputSchema = loanBody.transform((body) => {
  const { Requirements, Benefits, Features, Accessibility, "Target Group": targetGroup, Term, ...loan } = body;
  return {
    ...loan,
    requirements: loan.requirements ?? Requirements ?? [],
    benefits: loan.benefits ?? Benefits ?? [],
    features: loan.features ?? Features ?? [],
    accessibility: loan.accessibility ?? Accessibility ?? [],
    target_group: loan.target_group ?? targetGroup ?? [],
    term: loan.term ?? Term ?? [],
  };
});
export type LoanInput = z.infer<typeof LoanInputSchema>;

/** A loan product as the API answers it. */
export const LoanSchema = z.object({ id: IdSchema, ...loanFields, created_at: InstantSchema });
export type Loan = z.infer<typeof LoanSchema>;
