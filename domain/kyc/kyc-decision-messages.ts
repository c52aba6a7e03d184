import type { Language } from "../language.ts";

/** The message a customer gets when the bank returns their KYC submission, in the language they used. */
export function kycReturnMessage(
  lang: Language,
  details: { accountName: string; accountNumber: string; reason: string },
): { subject: string; text: string } {
  const masked = `****${details.accountNumber.slice(-4)}`;
  if (lang === "ny") {
    return {
      subject: "Zikalata zanu za KYC zikufunika kukonzedwa",
      text: [
        `Zikalata za KYC za ${details.accountName} (akaunti ${masked}) zikufunika kukonzedwa musanapitirize.`,
        `Chifukwa: ${details.reason}`,
        "Chonde tumizaninso zikalatazo patsamba la KYC la FDH Bank, kapena pitani ku nthambi yanu.",
      ].join("\n\n"),
    };
  }
  return {
    subject: "Your KYC documents need attention",
    text: [
      `The KYC documents of ${details.accountName} (account ${masked}) need a change before we can process them.`,
      `Reason: ${details.reason}`,
      "Please send them again on the FDH Bank KYC page, or visit your branch.",
    ].join("\n\n"),
  };
}

/**
 * The message a customer may be sent when their KYC submission is processed, in the language they
 * used. One SMS (160 GSM-7 characters) in both languages: the account is masked, no name is sent.
 */
export function kycProcessedMessage(lang: Language, details: { accountNumber: string }): { subject: string; text: string } {
  const masked = `****${details.accountNumber.slice(-4)}`;
  if (lang === "ny") {
    return {
      subject: "Zikalata zanu za KYC zalandiridwa",
      text: `FDH Bank: zikalata za KYC za akaunti ${masked} zalandiridwa, ndipo zambiri zanu zasinthidwa. Zikomo.`,
    };
  }
  return {
    subject: "Your KYC documents are accepted",
    text: `FDH Bank: the KYC documents for account ${masked} are accepted, and your details are updated. Thank you.`,
  };
}
