// No zod here: screens format numbers in the browser.

/**
 * A Malawian number in E.164 form (`+265111750100`) written for reading: the country code, then
 * the national number in groups (`+265 111 750 100`, `+265 1 750 100`). Other text is kept as is.
 */
export function formatPhoneNumber(e164: string): string {
  const match = /^\+265(\d{7,9})$/.exec(e164.trim());
  if (!match) return e164;
  const digits = match[1]!;
  const groups =
    digits.length === 9
      ? [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)]
      : digits.length === 8
        ? [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5)]
        : [digits.slice(0, 1), digits.slice(1, 4), digits.slice(4)];
  return `+265 ${groups.join(" ")}`;
}
