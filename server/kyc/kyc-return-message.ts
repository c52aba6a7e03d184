import type { Language } from "#domain/language.ts";

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
