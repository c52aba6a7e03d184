import type { Language } from "#domain/language.ts";

export interface KycMessageDetails {
  accountName: string;
  accountNumber: string;
  branchName: string;
  updated: boolean;
}

/** "Lilongwe Branch" stays as it is; "Capital City" becomes "Capital City branch": never "Lilongwe Branch branch". */
function nameBranch(name: string, word: string): string {
  return /\bbranch$/i.test(name.trim()) ? name.trim() : `${name.trim()} ${word}`;
}

/** The customer's confirmation of a KYC submission or update, in the language they used (spec §5: staff will process the forms). */
export function kycConfirmation(lang: Language, details: KycMessageDetails): { subject: string; text: string } {
  const masked = `****${details.accountNumber.slice(-4)}`;
  if (lang === "ny") {
    const branch = /\bbranch$/i.test(details.branchName.trim()) ? details.branchName.trim() : `nthambi ya ${details.branchName.trim()}`;
    return {
      subject: details.updated ? "Zikalata zanu za KYC zasinthidwa" : "Talandira zikalata zanu za KYC",
      text: [
        `Talandira zikalata za KYC za ${details.accountName} (akaunti ${masked}) ku ${branch}.`,
        "Ogwira ntchito athu adzakonza mafomu anu posachedwa. Simuyenera kuchita china chilichonse pakali pano.",
        "Ngati simunatumize zikalatazi, lumikizanani ndi nthambi yanu ya FDH mwamsanga.",
      ].join("\n\n"),
    };
  }
  return {
    subject: details.updated ? "Your KYC documents were updated" : "We received your KYC documents",
    text: [
      `We received the KYC documents of ${details.accountName} (account ${masked}) for the ${nameBranch(details.branchName, "branch")}.`,
      "Our staff will process the forms shortly. There is nothing else you need to do for now.",
      "If you did not send these documents, contact your FDH branch at once.",
    ].join("\n\n"),
  };
}

/**
 * The branch's notice of a KYC submission or update: who sent it, for which account, which
 * documents, and where staff open the record. In English, the bank's working language; it names
 * the document purposes, never the files' contents.
 */
export function kycBranchNotice(details: KycMessageDetails & { username: string; purposes: readonly string[]; recordUrl: string }): {
  subject: string;
  text: string;
} {
  const action = details.updated ? "updated" : "submitted";
  const purposes = [...new Set(details.purposes)];
  return {
    subject: `KYC documents ${action}: ${details.accountName}, account ${details.accountNumber}`,
    text: [
      `KYC documents were ${action} online for the ${nameBranch(details.branchName, "branch")}.`,
      [
        `Account name: ${details.accountName}`,
        `Account number: ${details.accountNumber}`,
        `Submitted by (verified by one-time code): ${details.username}`,
      ].join("\n"),
      `Documents (${details.purposes.length} files):\n${purposes.map((purpose) => `- ${purpose}`).join("\n")}`,
      `Open the record to process it: ${details.recordUrl}`,
    ].join("\n\n"),
  };
}

/** One of the submissions naming an account number, as the branch's conflict notice lists it. */
export interface KycClaim {
  accountName: string;
  username: string;
  branchName: string;
  recordUrl: string;
}

/**
 * The branches' notice that two usernames or more submitted KYC documents for one account number
 * (ADR 022): the site cannot tell the account's owner, so none of them is verified until an
 * officer checks against the core banking system. In English, like every staff message.
 */
export function kycConflictNotice(accountNumber: string, claims: readonly KycClaim[]): { subject: string; text: string } {
  return {
    subject: `Another submission names this account number: ${accountNumber}`,
    text: [
      `Another submission names this account number: ${claims.length} people have now sent KYC documents online for account ${accountNumber}, each verified by a one-time code to a different phone number or e-mail address.`,
      "The website cannot tell which of them holds the account. Check each against the core banking system before marking any processed, and return the others.",
      claims
        .map((claim) =>
          [
            `- ${claim.accountName}, sent by ${claim.username} for the ${nameBranch(claim.branchName, "branch")}`,
            `  ${claim.recordUrl}`,
          ].join("\n"),
        )
        .join("\n"),
    ].join("\n\n"),
  };
}
