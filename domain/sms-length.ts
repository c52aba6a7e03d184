// How many characters an SMS text spends (3GPP TS 23.038): the GSM 7-bit default alphabet costs
// one each, its extension table (^{}\[~]|€ and form feed) two, and one character outside both
// turns the whole message into UCS-2, where one SMS holds 70 instead of 160.

const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENSION = "\f^{}\\[~]|€";

/** One SMS in the GSM 7-bit alphabet: what the bank pays for once. */
export const GSM7_SMS_LIMIT = 160;

/** The GSM-7 length of a text (extension characters count two), or undefined when it needs UCS-2. */
export function countGsm7Length(text: string): number | undefined {
  let length = 0;
  for (const character of text) {
    if (GSM7_BASIC.includes(character)) length += 1;
    else if (GSM7_EXTENSION.includes(character)) length += 2;
    else return undefined;
  }
  return length;
}
