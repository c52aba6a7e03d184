import { parsePhoneNumberFromString } from "libphonenumber-js";
import { isEmailAddress, MALAWI_MOBILE_PATTERN, type KycUsername } from "#domain/one-time-code.ts";

/**
 * The username a one-time code goes to (spec §3 phoneEmail), read on the server: a Malawian
 * mobile number, parsed by libphonenumber and normalised to E.164 (+265…), or an e-mail address
 * (trimmed, lowercased). Anything else, including numbers abroad and Malawian landlines, is undefined.
 */
export function normalizeUsername(input: unknown): KycUsername | undefined {
  if (typeof input !== "string" || input.length > 254) return undefined;
  const text = input.trim();
  if (text.includes("@")) {
    const email = text.toLowerCase();
    return isEmailAddress(email) ? { channel: "email", value: email } : undefined;
  }
  if (!/^[+\d\s().-]{7,25}$/.test(text)) return undefined;
  // 00265… is the international prefix people dial from Malawi; libphonenumber wants +.
  const phone = parsePhoneNumberFromString(text.replace(/^00/, "+"), "MW");
  if (!phone || phone.country !== "MW" || !phone.isValid()) return undefined;
  if (!MALAWI_MOBILE_PATTERN.test(phone.nationalNumber)) return undefined;
  return { channel: "sms", value: phone.number };
}

/** The message a 400 answers for a username that is neither. */
export const INVALID_USERNAME_MESSAGE =
  "username must be a Malawian mobile number (like 0991 234 567 or +265 991 234 567) or an e-mail address";
