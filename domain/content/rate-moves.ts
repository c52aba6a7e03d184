// Today's rates: a rate typed ten times too large (17305 for 1724.34) must not reach the
// site without a second look. A move of more than RATE_ALERT_PERCENT from the current rate is shown
// as it is typed and must be confirmed by name; the server refuses it unconfirmed.

/** `RATE_ALERT_PERCENT`'s default: a day's move beyond it is more likely a typing slip than the market. */
export const DEFAULT_RATE_ALERT_PERCENT = 5;

export type RateSide = "buying" | "selling";

/** One side of one currency that moved beyond the alert, with both figures. */
export interface RateMove {
  currency_code: string;
  side: RateSide;
  current: number;
  typed: number;
  /** Signed, rounded to one decimal: +903.6 for 1724.34 → 17305. */
  percent: number;
}

/** The name a confirmation carries for a move: `USD.buying`. */
export function getRateMoveKey(move: Pick<RateMove, "currency_code" | "side">): string {
  return `${move.currency_code}.${move.side}`;
}

/**
 * The moves beyond `alertPercent` of the typed rates against the current ones (a currency with no
 * current rate has nothing to move from).
 */
export function findLargeRateMoves(
  typed: ReadonlyArray<{ currency_code: string; buying: number; selling: number }>,
  current: ReadonlyArray<{ currency_code: string; buying: number; selling: number }>,
  alertPercent: number,
): RateMove[] {
  const moves: RateMove[] = [];
  for (const rate of typed) {
    const before = current.find((entry) => entry.currency_code === rate.currency_code);
    if (!before) continue;
    for (const side of ["buying", "selling"] as const) {
      if (!Number.isFinite(rate[side]) || before[side] <= 0) continue;
      const percent = ((rate[side] - before[side]) / before[side]) * 100;
      if (Math.abs(percent) > alertPercent)
        moves.push({
          currency_code: rate.currency_code,
          side,
          current: before[side],
          typed: rate[side],
          percent: Math.round(percent * 10) / 10,
        });
    }
  }
  return moves;
}
