import type { Language } from "#domain/language.ts";

// What an applicant and their branch are told (ADR 031), in the language the applicant applied
// in. Each message has an e-mail text and an SMS text; the SMS fits one GSM-7 message (160
// characters, application-messages.test.ts measures it) so the bank pays for one, and leaves
// out what could make it longer, such as an officer's reason: the status check shows that.

type Text = { subject: string; text: string; sms: string };

/** An officer's reason as a sentence: its own full stop is dropped, so ". ." never follows it. */
const asClause = (reason: string) => reason.trim().replace(/[.!?\s]+$/u, "");

/** To the applicant when the application is received. */
export function applicationReceived(lang: Language, reference: string): Text {
  if (lang === "ny") {
    const text = `FDH Bank: talandira pempho lanu lotsegula akaunti. Nambala ya pempholi ndi ${reference}. Igwiritseni ntchito kuti muone momwe likuyendera.`;
    return { subject: `Talandira pempho lanu lotsegula akaunti ${reference}`, text, sms: text };
  }
  const text = `FDH Bank: we received your account application. Its reference number is ${reference}. Use it to check on your application.`;
  return { subject: `We received your account application ${reference}`, text, sms: text };
}

/** To the applicant when staff return the application with a reason. */
export function applicationReturned(lang: Language, reference: string, reason: string): Text {
  if (lang === "ny") {
    return {
      subject: `Pempho lanu ${reference} labwezedwa`,
      text: `FDH Bank: pempho lanu lotsegula akaunti ${reference} labwezedwa kwa inu. Chifukwa: ${asClause(reason)}. Likonzeni pa "Onani pempho lanu" pa webusayiti yathu ndipo mulitumizenso ndi nambala yomweyo, kapena funsani nthambi yanu.`,
      sms: `FDH Bank: pempho lanu ${reference} labwezedwa. Onani chifukwa ndi kulikonza pa "Onani pempho lanu" pa webusayiti yathu, kapena funsani nthambi yanu.`,
    };
  }
  return {
    subject: `Your application ${reference} was returned`,
    text: `FDH Bank: your account application ${reference} was returned to you. Reason: ${asClause(reason)}. Correct it under "Check an application" on our website and send it again under the same reference, or ask your branch.`,
    sms: `FDH Bank: your account application ${reference} was returned. See why and correct it under "Check an application" on our website, or ask your branch.`,
  };
}

/** To the applicant when the account is approved. */
export function applicationApproved(lang: Language, reference: string): Text {
  if (lang === "ny") {
    const text = `FDH Bank: pempho lanu lotsegula akaunti ${reference} lavomerezedwa. Nthambi yanu ikulumikizanani za akaunti yanu yatsopano.`;
    return { subject: `Pempho lanu ${reference} lavomerezedwa`, text, sms: text };
  }
  const text = `FDH Bank: your account application ${reference} was approved. Your branch will contact you about your new account.`;
  return { subject: `Your application ${reference} was approved`, text, sms: text };
}

/** To the branch the applicant chose: staff open it in the staff API; no personal data in the e-mail. */
export function branchNotice(reference: string, branchName: string, tier: 1 | 2 = 2): { subject: string; text: string } {
  return {
    subject: tier === 1 ? `New First Save tier-1 application ${reference} to confirm` : `New account application ${reference}`,
    text: [
      `A new account application, ${reference}, was made for ${branchName}.`,
      // The branch confirms a tier-1 account (ADR 072): it comes with the ID's front only, and the TIER1_* limits.
      ...(tier === 1
        ? ["It is a First Save tier-1 account: the ID's front is its only document, and the tier-1 limits apply until it is upgraded."]
        : []),
      "Open it with the staff applications API (GET /api/staff/applications?q=" + reference + ") to review the details and documents.",
    ].join("\n\n"),
  };
}
