import { defineScreenMessages } from "#app/i18n/screen-messages.ts";
import { kycMessages } from "#app/features/kyc/kyc-messages.ts";
import type { ComplaintCategory, ComplaintStatus } from "#domain/complaints/complaint.ts";

// The visitor's complaint form and status check (ADR 059). They reuse the KYC form's
// code round and file checks, so their strings include the KYC form's. Chichewa terms as the
// project's glossary has them: "Madandaulo" for complaints, "Nambala yolozera" for the reference.

const en = {
  ...kycMessages.en,
  intro:
    "Tell us what went wrong. We confirm your phone number or e-mail address with a code, then send you a reference to follow your complaint.",
  statusLink: "Follow a complaint you made",
  formHeading: "Your complaint",
  category: "What is it about?",
  categories: {
    account: "Account",
    card: "Card",
    loan: "Loan",
    digital_banking: "Mobile or internet banking",
    atm: "ATM",
    branch_service: "Service at a branch",
    fees_and_charges: "Fees and charges",
    fraud: "Fraud",
    other: "Something else",
  } satisfies Record<ComplaintCategory, string>,
  product: "Which product or service?",
  productHint: "For example: savings account, debit card, FDH Mobile.",
  branchOptional: "Branch (if it happened at one)",
  noBranch: "No branch",
  description: "What happened?",
  descriptionHint: (max: number) => `Dates, amounts and who you spoke to help us. At least 10 characters, at most ${max}.`,
  attachments: "Attachments (optional)",
  attachmentsHint: (max: number) => `Up to ${max} files: receipts, statements or screenshots, as PDF, JPEG or PNG.`,
  complaintErrors: {
    category: "Choose what the complaint is about.",
    product: "Name the product or service (at least 2 characters).",
    description: "Tell us what happened in at least 10 characters.",
    descriptionTooLong: (max: number) => `Shorten the text to at most ${max} characters.`,
    tooManyAttachments: (max: number) => `Attach at most ${max} files.`,
    dailyLimit: "Too many complaints were made with this number or address today. Try again tomorrow or call the bank.",
    notFound: "No complaint with this reference was made with this number or address.",
    reference: "Enter the reference as it was sent to you, like CMP-ABCD-2345.",
  },
  sendComplaint: "Send complaint",
  sending: "Sending your complaint…",
  doneTitle: "Your complaint was received",
  doneReference: "Your reference",
  doneRespondBy: (date: string) => `We will answer by ${date}.`,
  doneSent: "We have sent the reference to your phone or e-mail.",
  statusHeading: "Follow your complaint",
  statusIntro: "Enter your reference and the phone number or e-mail address you used. We send a code to confirm it is you.",
  reference: "Reference",
  checkStatus: "Check status",
  statusLabel: "Status",
  statuses: {
    received: "Received",
    in_progress: "Being handled",
    answered: "Answered",
    closed: "Closed",
  } satisfies Record<ComplaintStatus, string>,
  answer: "The bank's answer",
  submittedOn: (date: string) => `Made on ${date}`,
};

export type ComplaintMessages = typeof en;

export const complaintMessages = defineScreenMessages(en, {
  ...kycMessages.ny,
  intro:
    "Tiuzeni chomwe sichinayende bwino. Tidzatsimikizira nambala yanu ya foni kapena imelo ndi khodi, kenako tidzakutumizirani nambala yolozera kuti muzitsatira madandaulo anu.",
  statusLink: "Tsatirani madandaulo omwe munapereka",
  formHeading: "Madandaulo anu",
  category: "Akukhudza chiyani?",
  categories: {
    account: "Akaunti",
    card: "Khadi",
    loan: "Ngongole",
    digital_banking: "Kubanki pa foni kapena pa intaneti",
    atm: "ATM",
    branch_service: "Chithandizo ku nthambi",
    fees_and_charges: "Zolipiritsa",
    fraud: "Chinyengo",
    other: "Zina",
  },
  product: "Ndi katundu kapena ntchito iti?",
  productHint: "Mwachitsanzo: akaunti yosungira ndalama, khadi, FDH Mobile.",
  branchOptional: "Nthambi (ngati zinachitikira ku nthambi)",
  noBranch: "Palibe nthambi",
  description: "Chinachitika ndi chiyani?",
  descriptionHint: (max) => `Masiku, ndalama ndi amene munalankhula naye zimatithandiza. Zilembo 10 pang'ono, ${max} kupitirira.`,
  attachments: "Zikalata zowonjezera (ngati mukufuna)",
  attachmentsHint: (max) => `Mafayilo mpaka ${max}: malisiti, masitetimenti kapena zithunzi za sikirini, ngati PDF, JPEG kapena PNG.`,
  complaintErrors: {
    category: "Sankhani chomwe madandaulo akukhudza.",
    product: "Lembani dzina la katundu kapena ntchito (zilembo 2 pang'ono).",
    description: "Tiuzeni chomwe chinachitika m'zilembo 10 pang'ono.",
    descriptionTooLong: (max) => `Fupikitsani mawuwo kuti asapitirire zilembo ${max}.`,
    tooManyAttachments: (max) => `Ikani mafayilo osapitirira ${max}.`,
    dailyLimit: "Madandaulo ambiri aperekedwa ndi nambala kapena imelo iyi lero. Yesaninso mawa kapena imbirani banki.",
    notFound: "Palibe madandaulo a nambala yolozera iyi omwe anaperekedwa ndi nambala kapena imelo iyi.",
    reference: "Lembani nambala yolozera monga inatumizidwira kwa inu, monga CMP-ABCD-2345.",
  },
  sendComplaint: "Tumizani madandaulo",
  sending: "Tikutumiza madandaulo anu…",
  doneTitle: "Madandaulo anu alandiridwa",
  doneReference: "Nambala yanu yolozera",
  doneRespondBy: (date) => `Tidzakuyankhani pofika ${date}.`,
  doneSent: "Takutumizirani nambala yolozera ku foni kapena imelo yanu.",
  statusHeading: "Tsatirani madandaulo anu",
  statusIntro:
    "Lembani nambala yolozera ndi nambala ya foni kapena imelo yomwe munagwiritsa ntchito. Tidzatumiza khodi kutsimikizira kuti ndinu.",
  reference: "Nambala yolozera",
  checkStatus: "Onani momwe zilili",
  statusLabel: "Momwe zilili",
  statuses: {
    received: "Alandiridwa",
    in_progress: "Akugwiridwa ntchito",
    answered: "Ayankhidwa",
    closed: "Atsekedwa",
  },
  answer: "Yankho la banki",
  submittedOn: (date) => `Anaperekedwa pa ${date}`,
});
