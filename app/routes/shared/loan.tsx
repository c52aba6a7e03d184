import { createLoanSchedule } from "#domain/content/loan-schedule.ts";
import { parseLoanCalculatorQuery } from "#domain/content/schemas/loan-calculator.ts";
import { LoanCalculator as LoanCalculatorView } from "#app/features/loan-calculator/loan-calculator.tsx";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import type { Route } from "./+types/loan.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** Validates `?amount=&rate=&term=&product=` and works out the schedule when it is valid. */
export function loader({ url }: Route.LoaderArgs) {
  const query = parseLoanCalculatorQuery(url.searchParams);
  if (query.status !== "valid") return { query, schedule: null };
  const { amount, rate, term } = query.input;
  return { query, schedule: createLoanSchedule({ amount, annualRate: rate, termMonths: term }) };
}

export default function LoanCalculator({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <LoanCalculatorView query={loaderData.query} schedule={loaderData.schedule} />
    </>
  );
}
