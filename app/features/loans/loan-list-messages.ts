import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

// The loans screen (app/features/loans).

const en = {
  typesLabel: "Loan types",
  types: {
    "All Loans": "All Loans",
    "Executive Loan Scheme": "Executive Loan Scheme",
    "Employer Supported Loans": "Employer Supported Loans",
    "Short and Medium Term Loans for SME Business": "Short and Medium Term Loans for SME Business",
    "Amayi Atakate": "Amayi Atakate",
  } as Record<string, string>,
  detailsLabel: (loan: string) => `${loan} details`,
  tabs: {
    requirements: "Requirements",
    benefits: "Benefits",
    features: "Features",
    accessibility: "Accessibility",
  } as Record<string, string>,
  targetGroup: "Who it is for",
  term: "Term",
  calculate: (loan: string) => `Calculate repayments for ${loan}`,
  empty: "There are no loans of this type at the moment.",
  /** A detail tab the bank has not filled in (a list left out is empty, ADR 026). */
  noDetails: "Ask at any branch for these details.",
};

export const loanListMessages = defineScreenMessages(en, {
  typesLabel: "Mitundu ya ngongole",
  types: {
    "All Loans": "Ngongole Zonse",
    "Executive Loan Scheme": "Executive Loan Scheme",
    "Employer Supported Loans": "Ngongole Zothandizidwa ndi Olemba Ntchito",
    "Short and Medium Term Loans for SME Business": "Ngongole za Mabizinesi Ang'ono (SME)",
    "Amayi Atakate": "Amayi Atakate",
  },
  detailsLabel: (loan) => `Zambiri za ${loan}`,
  tabs: { requirements: "Zofunika", benefits: "Ubwino", features: "Makhalidwe", accessibility: "Mmene mungapezere" },
  targetGroup: "Ndi ya ndani",
  term: "Nthawi yobweza",
  calculate: (loan) => `Werengerani kabwezedwe ka ${loan}`,
  empty: "Palibe ngongole za mtundu uwu pakadali pano.",
  noDetails: "Funsani za zimenezi ku nthambi iliyonse.",
});
