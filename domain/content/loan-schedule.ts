// No zod here: pure arithmetic, shared by the route's loader and its component.
import { formatCsv } from "../csv.ts";

/** What a loan schedule is worked out from. */
export interface LoanTerms {
  /** Kwacha borrowed. */
  amount: number;
  /** Annual interest rate in percent (24 means 24% a year, 2% a month). */
  annualRate: number;
  /** Number of monthly instalments. */
  termMonths: number;
}

/** One month of the amortization schedule; every amount in kwacha, to the tambala. */
export interface ScheduleRow {
  month: number;
  openingBalance: number;
  instalment: number;
  interest: number;
  principal: number;
  closingBalance: number;
}

export interface LoanSchedule {
  terms: LoanTerms;
  /** The regular monthly instalment (the last one may differ by a few tambala). */
  monthlyInstalment: number;
  totalInterest: number;
  /** Principal plus interest: everything the borrower pays. */
  totalCost: number;
  rows: ScheduleRow[];
}

/**
 * Rounds to a whole tambala, halves up. Products like 1234.5 can come out of floating point
 * as 1234.4999999; the relative nudge puts them back on the half before rounding.
 */
function roundTambala(tambala: number): number {
  return Math.round(tambala * (1 + 1e-12));
}

const toKwacha = (tambala: number): number => tambala / 100;

/**
 * The standard annuity schedule: equal monthly instalments, interest on the opening balance
 * each month, every amount rounded to the tambala, and the last instalment adjusted so the
 * loan closes at exactly zero. A 0% loan repays the amount in equal parts.
 */
export function createLoanSchedule(terms: LoanTerms): LoanSchedule {
  const { amount, annualRate, termMonths } = terms;
  if (!(amount > 0) || !(annualRate >= 0) || !Number.isInteger(termMonths) || termMonths < 1) {
    throw new RangeError("A loan needs a positive amount, a rate of 0 or more and a whole number of months");
  }
  // Work in whole tambala so no rounding error accumulates over the months.
  const principalTambala = roundTambala(amount * 100);
  const monthlyRate = annualRate / 100 / 12;
  const instalmentTambala =
    monthlyRate === 0
      ? roundTambala(principalTambala / termMonths)
      : roundTambala((principalTambala * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -termMonths)));

  const rows: ScheduleRow[] = [];
  let balance = principalTambala;
  let totalInterest = 0;
  for (let month = 1; month <= termMonths; month += 1) {
    const interest = roundTambala((balance * annualRate) / 1200);
    const isLast = month === termMonths;
    // The last month repays whatever is left; before that, never more than is owed.
    const principal = isLast ? balance : Math.min(balance, instalmentTambala - interest);
    const closing = balance - principal;
    rows.push({
      month,
      openingBalance: toKwacha(balance),
      instalment: toKwacha(principal + interest),
      interest: toKwacha(interest),
      principal: toKwacha(principal),
      closingBalance: toKwacha(closing),
    });
    totalInterest += interest;
    balance = closing;
  }
  return {
    terms,
    monthlyInstalment: toKwacha(instalmentTambala),
    totalInterest: toKwacha(totalInterest),
    totalCost: toKwacha(principalTambala + totalInterest),
    rows,
  };
}

/** The column headings of the schedule, in the visitor's language, in the CSV's order. */
export interface ScheduleHeadings {
  month: string;
  openingBalance: string;
  instalment: string;
  interest: string;
  principal: string;
  closingBalance: string;
}

const COLUMNS = ["month", "openingBalance", "instalment", "interest", "principal", "closingBalance"] as const;

/**
 * The schedule as CSV (RFC 4180: comma separated, CRLF line ends): a heading row, then one
 * row a month with plain numbers (1000000.00, no K, no thousands commas) so spreadsheets read
 * them as numbers.
 */
export function formatScheduleCsv(schedule: LoanSchedule, headings: ScheduleHeadings): string {
  return formatCsv([
    COLUMNS.map((column) => headings[column]),
    ...schedule.rows.map((row) => COLUMNS.map((column) => (column === "month" ? String(row.month) : row[column].toFixed(2)))),
  ]);
}

/** A `data:` address for a CSV text, so a plain link downloads it, with or without JavaScript. */
export function createCsvDataUrl(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}
