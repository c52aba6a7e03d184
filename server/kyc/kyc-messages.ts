import type { Language } from "#domain/language.ts";

/** The confirmation e-mail of a KYC submission or update (spec §5: staff will process the forms). */
export function kycConfirmation(
  lang: Language,
  details: { accountName: string; accountNumber: string; branchName: string; updated: boolean },
): { subject: string; text: string } {
  const masked = `****${details.accountNumber.slice(-4)}`;
  if (lang === "ny") {
    return {
      subject: details.updated ? "Zikalata zanu za KYC zasinthidwa" : "Talandira zikalata zanu za KYC",
      text: [
        `Talandira zikalata za KYC za ${details.accountName} (akaunti ${masked}) ku nthambi ya ${details.branchName}.`,
        "Ogwira ntchito athu adzakonza mafomu anu posachedwa. Simuyenera kuchita china chilichonse pakali pano.",
        "Ngati simunatumize zikalatazi, lumikizanani ndi nthambi yanu ya FDH mwamsanga.",
      ].join("\n\n"),
    };
  }
  return {
    subject: details.updated ? "Your KYC documents were updated" : "We received your KYC documents",
    text: [
      `We received the KYC documents of ${details.accountName} (account ${masked}) for the ${details.branchName} branch.`,
      "Our staff will process the forms shortly. There is nothing else you need to do for now.",
      "If you did not send these documents, contact your FDH branch at once.",
    ].join("\n\n"),
  };
}
