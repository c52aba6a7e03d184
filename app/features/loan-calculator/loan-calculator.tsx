import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { LoanSchedule } from "#domain/content/loan-schedule.ts";
import type { LoanCalculatorQuery } from "#domain/content/schemas/loan-calculator.ts";
import { LoanCalculatorForm } from "./loan-calculator-form.tsx";
import { LoanResults } from "./loan-results.tsx";
import { loanCalculatorMessages } from "./loan-calculator-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./loan-calculator.css";

/** The loan calculator screen's body: the form, then the schedule once the query is valid. */
export function LoanCalculator({ query, schedule }: { query: LoanCalculatorQuery; schedule: LoanSchedule | null }) {
  const calculatorText = useScreenMessages(loanCalculatorMessages);
  const { search } = useLocation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  // After a submit, focus goes to the error summary or to the results, so a screen reader
  // hears what happened. On arrival from a shared address only a refusal takes the focus.
  useEffect(() => {
    const isFirst = isFirstRender.current;
    isFirstRender.current = false;
    if (query.status === "invalid") summaryRef.current?.focus();
    else if (query.status === "valid" && !isFirst) resultsRef.current?.focus();
  }, [search, query.status]);

  return (
    <div className="container loan-calculator">
      <p className="loan-calculator__intro">{calculatorText.intro}</p>
      <div className="loan-calculator__layout">
        <LoanCalculatorForm key={search} query={query} summaryRef={summaryRef} />
        {schedule ? <LoanResults schedule={schedule} headingRef={resultsRef} /> : null}
      </div>
    </div>
  );
}
