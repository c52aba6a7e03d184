import { describe, expect, it } from "vitest";
import { createCsvDataUrl, createLoanSchedule, formatScheduleCsv, type ScheduleHeadings } from "./loan-schedule.ts";

const HEADINGS: ScheduleHeadings = {
  month: "Month",
  openingBalance: "Opening balance",
  instalment: "Instalment",
  interest: "Interest",
  principal: "Principal",
  closingBalance: "Closing balance",
};

describe("the loan schedule (standard annuity, to the tambala)", () => {
  // K1,000,000 at 24% a year (2% a month) over 12 months: the textbook annuity schedule.
  const schedule = createLoanSchedule({ amount: 1_000_000, annualRate: 24, termMonths: 12 });

  it("works out the monthly instalment of K94,559.60", () => {
    expect(schedule.monthlyInstalment).toBe(94_559.6);
  });

  it("gives all 12 months' balances, interest and principal to the tambala", () => {
    const expected: Array<[number, number, number, number, number, number]> = [
      [1, 1_000_000.0, 94_559.6, 20_000.0, 74_559.6, 925_440.4],
      [2, 925_440.4, 94_559.6, 18_508.81, 76_050.79, 849_389.61],
      [3, 849_389.61, 94_559.6, 16_987.79, 77_571.81, 771_817.8],
      [4, 771_817.8, 94_559.6, 15_436.36, 79_123.24, 692_694.56],
      [5, 692_694.56, 94_559.6, 13_853.89, 80_705.71, 611_988.85],
      [6, 611_988.85, 94_559.6, 12_239.78, 82_319.82, 529_669.03],
      [7, 529_669.03, 94_559.6, 10_593.38, 83_966.22, 445_702.81],
      [8, 445_702.81, 94_559.6, 8_914.06, 85_645.54, 360_057.27],
      [9, 360_057.27, 94_559.6, 7_201.15, 87_358.45, 272_698.82],
      [10, 272_698.82, 94_559.6, 5_453.98, 89_105.62, 183_593.2],
      [11, 183_593.2, 94_559.6, 3_671.86, 90_887.74, 92_705.46],
      [12, 92_705.46, 94_559.57, 1_854.11, 92_705.46, 0],
    ];
    expect(
      schedule.rows.map((row) => [row.month, row.openingBalance, row.instalment, row.interest, row.principal, row.closingBalance]),
    ).toEqual(expected);
  });

  it("adjusts the last instalment so the loan closes at exactly zero", () => {
    const last = schedule.rows.at(-1)!;
    expect(last.instalment).toBe(94_559.57);
    expect(last.closingBalance).toBe(0);
    expect(last.principal).toBe(last.openingBalance);
  });

  it("totals the interest and the cost", () => {
    expect(schedule.totalInterest).toBe(134_715.17);
    expect(schedule.totalCost).toBe(1_134_715.17);
    const paid = schedule.rows.reduce((sum, row) => sum + Math.round(row.instalment * 100), 0) / 100;
    expect(paid).toBe(schedule.totalCost);
  });

  it("keeps every row consistent: instalment = interest + principal, closing = opening - principal", () => {
    const long = createLoanSchedule({ amount: 4_876_543.21, annualRate: 21.35, termMonths: 36 });
    let previousClosing = 4_876_543.21;
    for (const row of long.rows) {
      const tambala = (value: number) => Math.round(value * 100);
      expect(tambala(row.openingBalance)).toBe(tambala(previousClosing));
      expect(tambala(row.instalment)).toBe(tambala(row.interest) + tambala(row.principal));
      expect(tambala(row.closingBalance)).toBe(tambala(row.openingBalance) - tambala(row.principal));
      previousClosing = row.closingBalance;
    }
    expect(long.rows.at(-1)!.closingBalance).toBe(0);
    expect(long.rows.slice(0, -1).every((row) => row.instalment === long.monthlyInstalment)).toBe(true);
  });

  it("repays a 0% loan in equal parts, the last one taking the rounding", () => {
    const free = createLoanSchedule({ amount: 1_000, annualRate: 0, termMonths: 3 });
    expect(free.monthlyInstalment).toBe(333.33);
    expect(free.rows.map((row) => row.instalment)).toEqual([333.33, 333.33, 333.34]);
    expect(free.rows.every((row) => row.interest === 0)).toBe(true);
    expect(free.totalInterest).toBe(0);
    expect(free.totalCost).toBe(1_000);
    expect(free.rows.at(-1)!.closingBalance).toBe(0);

    const roundedUp = createLoanSchedule({ amount: 2_000, annualRate: 0, termMonths: 3 });
    expect(roundedUp.rows.map((row) => row.instalment)).toEqual([666.67, 666.67, 666.66]);
  });

  it("handles a single month and refuses impossible terms", () => {
    const one = createLoanSchedule({ amount: 10_000, annualRate: 12, termMonths: 1 });
    expect(one.rows).toEqual([
      { month: 1, openingBalance: 10_000, instalment: 10_100, interest: 100, principal: 10_000, closingBalance: 0 },
    ]);
    expect(() => createLoanSchedule({ amount: 0, annualRate: 12, termMonths: 12 })).toThrow(RangeError);
    expect(() => createLoanSchedule({ amount: 1_000, annualRate: -1, termMonths: 12 })).toThrow(RangeError);
    expect(() => createLoanSchedule({ amount: 1_000, annualRate: 10, termMonths: 1.5 })).toThrow(RangeError);
  });
});

describe("the schedule as CSV", () => {
  const schedule = createLoanSchedule({ amount: 1_000_000, annualRate: 24, termMonths: 12 });

  it("has a heading row and one row a month with plain two-decimal numbers", () => {
    const csv = formatScheduleCsv(schedule, HEADINGS);
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(14);
    expect(lines[0]).toBe("Month,Opening balance,Instalment,Interest,Principal,Closing balance");
    expect(lines[1]).toBe("1,1000000.00,94559.60,20000.00,74559.60,925440.40");
    expect(lines[12]).toBe("12,92705.46,94559.57,1854.11,92705.46,0.00");
    expect(lines[13]).toBe("");
  });

  it("quotes headings that hold commas or quotes", () => {
    const csv = formatScheduleCsv(schedule, { ...HEADINGS, month: 'Mwezi, "1"' });
    expect(csv.startsWith('"Mwezi, ""1""",Opening balance')).toBe(true);
  });

  it("becomes a data: address a plain link can download", () => {
    const href = createCsvDataUrl("a,b\r\n1,2\r\n");
    expect(href).toBe("data:text/csv;charset=utf-8,a%2Cb%0D%0A1%2C2%0D%0A");
    expect(decodeURIComponent(href.slice("data:text/csv;charset=utf-8,".length))).toBe("a,b\r\n1,2\r\n");
  });
});
