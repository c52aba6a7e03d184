import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { z } from "zod";

/**
 * A Malawian phone number as people write it (`+265 1 820 000`, `01 820 000`, `00265 999 123 456`)
 * in E.164 (`+2651820000`), or undefined when libphonenumber cannot read it as a Malawian number.
 * The domain stays pure (zod only, STYLE.md), so the server normalises before a record is stored (ADR 026).
 */
export function normalizePhoneNumber(written: string): string | undefined {
  // 00265… is the international prefix dialled from Malawi; libphonenumber wants +.
  const phone = parsePhoneNumberFromString(written.trim().replace(/^00/, "+"), "MW");
  if (!phone || phone.countryCallingCode !== "265" || !phone.isPossible()) return undefined;
  return /^\+265\d{7,9}$/.test(phone.number) ? phone.number : undefined;
}

/** A content body schema whose `phone` is stored in E.164: the written form is normalised, an unreadable one refused. */
export function withNormalizedPhone<Schema extends z.ZodType<{ phone: string }>>(schema: Schema) {
  return schema.transform((value, ctx) => {
    const phone = normalizePhoneNumber(value.phone);
    if (phone === undefined) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: "must be a Malawian phone number, like +265 1 820 000 or 01 820 000" });
      return value;
    }
    return { ...value, phone };
  });
}
