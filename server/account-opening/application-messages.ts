import type { Language } from "#domain/language.ts";

// What an applicant and their branch are told (ADR 031). The applicant's messages are in the
// language they applied in; an SMS stays short, so it carries the reference and little else.

type Text = { subject: string; text: string };

/** To the applicant when the application is received. */
export function applicationReceived(lang: Language, reference: string): Text {
  if (lang === "ny") {
    return {
      subject: `Talandira pempho lanu lotsegula akaunti ${reference}`,
      text: `FDH Bank: talandira pempho lanu lotsegula akaunti. Nambala yake ndi ${reference}. Igwiritseni ntchito kuti muone momwe pempho lanu likuyendera.`,
    };
  }
  return {
    subject: `We received your account application ${reference}`,
    text: `FDH Bank: we received your account application. Its reference number is ${reference}. Use it to check on your application.`,
  };
}

/** To the applicant when staff return the application with a reason. */
export function applicationReturned(lang: Language, reference: string, reason: string): Text {
  if (lang === "ny") {
    return {
      subject: `Pempho lanu ${reference} labwezedwa`,
      text: `FDH Bank: pempho lanu lotsegula akaunti ${reference} labwezedwa kwa inu. Chifukwa: ${reason}. Lumikizanani ndi nthambi yanu kapena lembani pempho latsopano.`,
    };
  }
  return {
    subject: `Your application ${reference} was returned`,
    text: `FDH Bank: your account application ${reference} was returned to you. Reason: ${reason}. Contact your branch or make a new application.`,
  };
}

/** To the applicant when the account is approved. */
export function applicationApproved(lang: Language, reference: string): Text {
  if (lang === "ny") {
    return {
      subject: `Pempho lanu ${reference} lavomerezedwa`,
      text: `FDH Bank: pempho lanu lotsegula akaunti ${reference} lavomerezedwa. Nthambi yanu ikulumikizanani za akaunti yanu yatsopano.`,
    };
  }
  return {
    subject: `Your application ${reference} was approved`,
    text: `FDH Bank: your account application ${reference} was approved. Your branch will contact you about your new account.`,
  };
}

/** To the branch the applicant chose: staff open it in the staff API; no personal data in the e-mail. */
export function branchNotice(reference: string, branchName: string): Text {
  return {
    subject: `New account application ${reference}`,
    text: [
      `A new account application, ${reference}, chose the ${branchName} branch.`,
      "Open it with the staff applications API (GET /api/staff/applications?q=" + reference + ") to review the details and documents.",
    ].join("\n\n"),
  };
}
