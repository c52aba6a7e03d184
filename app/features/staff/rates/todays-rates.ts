import { ExchangeRateInputSchema } from "#domain/content/schemas/exchange-rate.ts";

/** One currency's line on the day's rates screen, as typed. */
export interface RateRow {
  currency_code: string;
  name: string;
  buying: string;
  selling: string;
}

export interface RateEntry {
  currency_code: string;
  buying: number;
  selling: number;
}

/** Shown as soon as both rates of a line are typed, not only after Publish. */
export const SWAPPED_TEXT = "The selling rate is below the buying rate: check the two are not swapped";

const MALAWI_OFFSET_MS = 2 * 60 * 60 * 1000;

/** Now in Malawi (UTC+2, no summer time) as a datetime-local value: `2026-11-23T08:30`. */
export function getMalawiNow(now = Date.now()): string {
  return new Date(now + MALAWI_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Malawi time, as the API's date-time: `2026-11-23T08:30:00+02:00`. */
export function toMalawiInstant(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}+02:00`;
}

/**
 * The typed rates checked by the exchange rate schema's own rules (positive kwacha per unit);
 * `rates` only when every line is right, else messages keyed `<code>.buying` / `<code>.selling`.
 */
export function checkRateRows(rows: readonly RateRow[]): {
  rates: RateEntry[] | undefined;
  errors: Record<string, string>;
  /** Every line as far as it reads (NaN where a side does not): for the warnings shown as rates are typed. */
  entries: RateEntry[];
} {
  const errors: Record<string, string> = {};
  const rates: RateEntry[] = [];
  for (const row of rows) {
    const entry: RateEntry = { currency_code: row.currency_code, buying: Number.NaN, selling: Number.NaN };
    for (const side of ["buying", "selling"] as const) {
      const text = row[side].trim().replaceAll(",", "");
      const value = text === "" ? Number.NaN : Number(text);
      const result = ExchangeRateInputSchema.shape[side].safeParse(value);
      if (text === "") errors[`${row.currency_code}.${side}`] = "Required";
      else if (!result.success) errors[`${row.currency_code}.${side}`] = Number.isNaN(value) ? "Must be a number" : "Must be more than 0";
      else entry[side] = result.data;
    }
    if (!errors[`${row.currency_code}.buying`] && !errors[`${row.currency_code}.selling`] && entry.selling < entry.buying) {
      errors[`${row.currency_code}.selling`] = SWAPPED_TEXT;
    }
    rates.push(entry);
  }
  return { rates: Object.keys(errors).length === 0 ? rates : undefined, errors, entries: rates };
}
