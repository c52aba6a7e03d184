import type { Language } from "#domain/language.ts";

// What a complainant is told (ADR 059), in the language they complained in. Each message has an
// e-mail text and an SMS text; the SMS fits one GSM-7 message (160 characters,
// complaint-messages.test.ts measures it) and leaves the answer itself to the e-mail and the
// status page, where its length does not matter.

type Text = { subject: string; text: string; sms: string };

/** A Malawi date (YYYY-MM-DD) as people write it: 12/12/2026. */
export function formatRespondBy(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

/** When the complaint is received: its reference and the date the bank answers by. */
export function complaintReceived(lang: Language, reference: string, respondBy: string): Text {
  const by = formatRespondBy(respondBy);
  if (lang === "ny") {
    const sms = `FDH Bank: talandira dandaulo lanu ${reference}. Tikuyankhani pofika ${by}. Onani momwe likuyendera pa webusayiti yathu ndi nambalayi.`;
    return {
      subject: `Talandira dandaulo lanu ${reference}`,
      text: `${sms}\n\nNgati simukukhutira ndi yankho lathu, mungathe kuchita apilo ku banki, kenako kwa Registrar of Financial Institutions ku Reserve Bank of Malawi.`,
      sms,
    };
  }
  const sms = `FDH Bank: we received your complaint ${reference}. We will answer by ${by}. Check it on our website with this reference.`;
  return {
    subject: `We received your complaint ${reference}`,
    text: `${sms}\n\nIf our answer does not settle it, you can appeal within the bank, then to the Registrar of Financial Institutions at the Reserve Bank of Malawi.`,
    sms,
  };
}

/** When staff answer: the e-mail carries the answer, the SMS points to the status page. */
export function complaintAnswered(lang: Language, reference: string, answer: string): Text {
  if (lang === "ny") {
    return {
      subject: `Yankho la dandaulo lanu ${reference}`,
      text: `FDH Bank: tayankha dandaulo lanu ${reference}.\n\n${answer}\n\nNgati simukukhutira, onani njira ya apilo pa tsamba la madandaulo pa webusayiti yathu.`,
      sms: `FDH Bank: tayankha dandaulo lanu ${reference}. Werengani yankho pa "Madandaulo" pa webusayiti yathu.`,
    };
  }
  return {
    subject: `Our answer to your complaint ${reference}`,
    text: `FDH Bank: we have answered your complaint ${reference}.\n\n${answer}\n\nIf this does not settle it, the complaints page on our website shows how to appeal.`,
    sms: `FDH Bank: we have answered your complaint ${reference}. Read the answer under "Complaints" on our website.`,
  };
}
