import { formatKwacha, formatNumber } from "#domain/language.ts";

/** Kwacha per unit with enough decimals to be exact for small currencies (TZS 0.6538). */
export function formatRate(value: number): string {
  return formatNumber(value, value < 10 ? 4 : 2);
}

/** A rate as kwacha: "K1,776.86". */
export function formatRateKwacha(value: number): string {
  return formatKwacha(value, value < 10 ? 4 : 2);
}
