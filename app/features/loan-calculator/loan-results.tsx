import { useId, useMemo, type Ref } from "react";
import { formatKwacha, formatNumber } from "#domain/language.ts";
import { createCsvDataUrl, formatScheduleCsv, type LoanSchedule } from "#domain/content/loan-schedule.ts";
import { usePanels } from "#app/features/panels/panels-context.ts";
import { ScheduleChart } from "./schedule-chart.tsx";
import { loanCalculatorMessages } from "./loan-calculator-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

/** The file name visitors get; spec-free, but stable so the tests and the help text can name it. */
export const SCHEDULE_FILE_NAME = "loan-schedule.csv";

/** Monthly instalment, totals, the CSV download, the chart and the full schedule table. */
export function LoanResults({ schedule, headingRef }: { schedule: LoanSchedule; headingRef?: Ref<HTMLHeadingElement> }) {
  const calculatorText = useScreenMessages(loanCalculatorMessages);
  const { showSnackbar } = usePanels();
  const l = calculatorText;
  const headingId = useId();
  const tableCaptionId = useId();
  const csvHref = useMemo(() => createCsvDataUrl(formatScheduleCsv(schedule, l.columns)), [schedule, l.columns]);
  const { amount, annualRate, termMonths } = schedule.terms;
  const last = schedule.rows.at(-1)!;

  return (
    <section className="loan-results" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {l.results}
      </h2>
      <p className="loan-results__summary">
        {l.summary(formatKwacha(amount), formatNumber(annualRate, Number.isInteger(annualRate) ? 0 : 2), termMonths)}
      </p>
      <dl className="loan-figures">
        <div className="loan-figures__item loan-figures__item--main">
          <dt>{l.monthlyInstalment}</dt>
          <dd data-testid="monthly-instalment">{formatKwacha(schedule.monthlyInstalment)}</dd>
        </div>
        <div className="loan-figures__item">
          <dt>{l.totalInterest}</dt>
          <dd data-testid="total-interest">{formatKwacha(schedule.totalInterest)}</dd>
        </div>
        <div className="loan-figures__item">
          <dt>{l.totalCost}</dt>
          <dd data-testid="total-cost">{formatKwacha(schedule.totalCost)}</dd>
        </div>
      </dl>
      {schedule.rows.length > 1 && last.instalment !== schedule.monthlyInstalment ? (
        <p className="loan-results__note">{l.lastInstalment(formatKwacha(last.instalment))}</p>
      ) : null}
      <p>
        <a className="button" download={SCHEDULE_FILE_NAME} href={csvHref} onClick={() => showSnackbar("Success", l.csvDownloaded)}>
          {l.downloadCsv}
        </a>
      </p>
      <ScheduleChart schedule={schedule} />
      <div className="table-scroll table-scroll--framed" role="region" aria-labelledby={tableCaptionId} tabIndex={0}>
        <table className="schedule-table">
          <caption id={tableCaptionId}>{l.schedule}</caption>
          <thead>
            <tr>
              <th scope="col">{l.columns.month}</th>
              <th scope="col">{l.columns.openingBalance}</th>
              <th scope="col">{l.columns.instalment}</th>
              <th scope="col">{l.columns.interest}</th>
              <th scope="col">{l.columns.principal}</th>
              <th scope="col">{l.columns.closingBalance}</th>
            </tr>
          </thead>
          <tbody>
            {schedule.rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{row.month}</th>
                <td>{formatKwacha(row.openingBalance)}</td>
                <td>{formatKwacha(row.instalment)}</td>
                <td>{formatKwacha(row.interest)}</td>
                <td>{formatKwacha(row.principal)}</td>
                <td>{formatKwacha(row.closingBalance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="loan-results__note">{l.disclaimer}</p>
    </section>
  );
}
