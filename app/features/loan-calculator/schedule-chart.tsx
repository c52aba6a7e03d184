import { useId } from "react";
import { formatKwacha, formatNumber } from "#domain/language.ts";
import type { LoanSchedule } from "#domain/content/loan-schedule.ts";
import { loanCalculatorMessages } from "./loan-calculator-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

/** Past five years, one bar a month would be too thin on a phone: bars become years. */
const MAX_MONTHLY_BARS = 60;
const WIDTH = 640;
const HEIGHT = 200;
// The labels are HTML around the drawing, so they keep the page's text size at every width.
const PLOT = { left: 8, right: 8, top: 6, bottom: 2 };

interface Bar {
  label: number;
  principal: number;
  interest: number;
}

function getBars(schedule: LoanSchedule): { bars: Bar[]; isYearly: boolean } {
  const isYearly = schedule.rows.length > MAX_MONTHLY_BARS;
  if (!isYearly)
    return { bars: schedule.rows.map((row) => ({ label: row.month, principal: row.principal, interest: row.interest })), isYearly };
  const bars: Bar[] = [];
  for (const row of schedule.rows) {
    const year = Math.ceil(row.month / 12);
    const bar = bars[year - 1] ?? (bars[year - 1] = { label: year, principal: 0, interest: 0 });
    bar.principal += row.principal;
    bar.interest += row.interest;
  }
  return { bars, isYearly };
}

/**
 * Principal against interest over the loan as stacked bars. The picture is an image with a
 * text alternative; the schedule's table holds every figure.
 */
export function ScheduleChart({ schedule }: { schedule: LoanSchedule }) {
  const calculatorText = useScreenMessages(loanCalculatorMessages);
  const l = calculatorText;
  const titleId = useId();
  const descId = useId();
  const { bars, isYearly } = getBars(schedule);
  const highest = Math.max(...bars.map((bar) => bar.principal + bar.interest));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const step = plotWidth / bars.length;
  const barWidth = Math.max(1, step * 0.75);
  const y = (value: number) => (value / highest) * plotHeight;
  const first = schedule.rows[0]!;
  const last = schedule.rows.at(-1)!;
  const money = (value: number) => formatKwacha(value);

  return (
    <figure className="schedule-chart">
      <figcaption className="schedule-chart__caption">{l.chart}</figcaption>
      <p className="schedule-chart__tick">{money(highest)}</p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="schedule-chart__svg">
        <title id={titleId}>{l.chart}</title>
        <desc id={descId}>
          {l.chartDescription(
            { month: first.month, principal: money(first.principal), interest: money(first.interest) },
            { month: last.month, principal: money(last.principal), interest: money(last.interest) },
          )}
        </desc>
        <line
          x1={PLOT.left}
          x2={WIDTH - PLOT.right}
          y1={PLOT.top + plotHeight}
          y2={PLOT.top + plotHeight}
          className="schedule-chart__axis"
        />
        {bars.map((bar, position) => {
          const x = PLOT.left + position * step + (step - barWidth) / 2;
          const principalHeight = y(bar.principal);
          const interestHeight = y(bar.interest);
          const base = PLOT.top + plotHeight;
          return (
            <g key={bar.label}>
              <rect x={x} width={barWidth} y={base - principalHeight} height={principalHeight} className="schedule-chart__principal" />
              <rect
                x={x}
                width={barWidth}
                y={base - principalHeight - interestHeight}
                height={interestHeight}
                className="schedule-chart__interest"
              />
            </g>
          );
        })}
      </svg>
      <p className="schedule-chart__tick schedule-chart__ends">
        <span>{`${isYearly ? l.year : l.columns.month} ${formatNumber(bars[0]!.label)}`}</span>
        <span>{`${isYearly ? l.year : l.columns.month} ${formatNumber(bars.at(-1)!.label)}`}</span>
      </p>
      <ul className="schedule-chart__legend">
        <li>
          <span className="schedule-chart__swatch schedule-chart__swatch--principal" aria-hidden />
          {l.chartLegendPrincipal}
        </li>
        <li>
          <span className="schedule-chart__swatch schedule-chart__swatch--interest" aria-hidden />
          {l.chartLegendInterest}
        </li>
      </ul>
    </figure>
  );
}
