// Adds the money bureau's earlier daily rates of its four main currencies to the sample exchange
// rates, so the rate history chart (ADR 061) has a quarter to draw: every working day (Monday to
// Saturday, as the bureau trades) of the 90 days before the current rates, ending where they are.
// Re-running replaces the history it wrote. Run: node content/scripts/add-rate-history.ts
import { addDays, getMondayBasedWeekday, type CalendarDate } from "#domain/calendar/calendar-date.ts";
import { readJson, writeJson, type Bilingual } from "./lib/common.ts";

interface Rate {
  source: "moneyBureau" | "bank";
  currency_code: string;
  currency_name: Bilingual;
  buying: number;
  selling: number;
  set_at: string;
}

const FILE = "collections/money_bureau_exchange_rates.json";
const CURRENT = "2026-11-20";
const DAYS = 90;
const HISTORY = new Set(["USD", "GBP", "EUR", "ZAR"]);

const rates = readJson<Rate[]>(FILE).filter((rate) => rate.set_at.slice(0, 10) === CURRENT);

/** A fixed walk (a linear congruential generator), so re-running writes the same figures. */
let state = 20_261_120;
const nextStep = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31 - 0.5;
};

const round = (value: number) => Number(value.toFixed(value < 10 ? 4 : 2));

const history: Rate[] = [];
for (const current of rates.filter((rate) => rate.source === "moneyBureau" && HISTORY.has(rate.currency_code))) {
  // Walked backwards from today's figures: each day up to 0.4 % from the next, drifting up over time.
  let factor = 1;
  for (let back = 1; back <= DAYS; back += 1) {
    const date: CalendarDate = addDays(CURRENT, -back);
    factor *= 1 - 0.0004 + nextStep() * 0.008;
    if (getMondayBasedWeekday(date) === 6) continue;
    history.push({
      ...current,
      buying: round(current.buying * factor),
      selling: round(current.selling * factor),
      set_at: `${date}T07:30:00.000Z`,
    });
  }
}

history.sort((a, b) => b.set_at.localeCompare(a.set_at) || a.currency_code.localeCompare(b.currency_code));
await writeJson(FILE, [...rates, ...history]);
console.log(`Rate history: ${history.length} earlier rates of ${[...HISTORY].join(", ")} over ${DAYS} days.`);
