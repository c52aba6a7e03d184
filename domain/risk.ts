// The risk code the bank files with a customer's monthly income (spec §5, §9), for KYC records and
// account applications alike.

/** Spec §9: monthly income below each bound gives that code; at or above the last bound, TOP_RISK_CODE. */
export const RISK_BANDS = [
  { below: 200_000, code: 8 },
  { below: 500_000, code: 9 },
  { below: 4_999_999, code: 10 },
] as const;
export const TOP_RISK_CODE = 11;
export type RiskCode = 8 | 9 | 10 | 11;

// Kwacha as Malawians write it: "K350,000", "MK 350,000.00", "350 000" (a space, or the no-break
// and thin spaces phones put in pasted amounts, between thousands).
const CURRENCY_PREFIX = /^(?:MWK|MK|K)\s*/i;
const GROUPING = /[,\s\u00a0\u202f]/g;

/**
 * An amount as people write it, reduced to its digits (`K1,250,000.50` → `1250000.50`): an
 * optional K, MK or MWK, commas or spaces between thousands, and pence. Nothing when it is not a
 * non-negative amount.
 */
export function normaliseAmount(text: string): string | undefined {
  const compact = text.trim().replace(CURRENCY_PREFIX, "").replace(GROUPING, "");
  return /^\d+(?:\.\d+)?$/.test(compact) ? compact : undefined;
}

/** Reads a monthly income as people type it (`K1,250,000.50`); nothing when it is not a non-negative amount. */
export function parseMonthlyIncome(text: string): number | undefined {
  const compact = normaliseAmount(text);
  if (compact === undefined) return undefined;
  const value = Number(compact);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Spec §5: the risk code of a monthly income, commas stripped. Text that is not an amount throws
 * a RangeError rather than silently falling into a band.
 */
export function getRiskCode(monthlyIncome: string | number): RiskCode {
  const income = typeof monthlyIncome === "number" ? monthlyIncome : parseMonthlyIncome(monthlyIncome);
  if (income === undefined || !Number.isFinite(income) || income < 0) {
    throw new RangeError(`Not a monthly income: ${JSON.stringify(monthlyIncome)}`);
  }
  return RISK_BANDS.find((band) => income < band.below)?.code ?? TOP_RISK_CODE;
}
