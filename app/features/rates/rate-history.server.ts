// The rate history section of the exchange-rate pages, drawn on the server as HTML: a chart
// (SVG with a spoken summary), its figures as a table, and a form to choose the currency and the
// period. It is static once drawn, so it ships no script: the page hydrates around it (ADR 061).
import { getMalawiDate } from "#domain/calendar/calendar-date.ts";
import { getRateChartGeometry, parseRatePeriod, RATE_CHART } from "#domain/content/rate-chart.ts";
import { RATE_HISTORY_PERIODS, selectRateHistory, type RateHistoryDay } from "#domain/content/rate-history.ts";
import type { ExchangeRate } from "#domain/content/exchange-rates.ts";
import { formatDate, formatKwacha, formatPercent, pick, type Language } from "#domain/language.ts";
import { formatRateKwacha } from "./rate-format.ts";

const TEXT = {
  en: {
    heading: "Rate history",
    currency: "Currency",
    period: "Period",
    periods: { 30: "Last 30 days", 90: "Last 90 days", 365: "Last year" } as Record<number, string>,
    show: "Show",
    buying: "Buying",
    selling: "Selling",
    date: "Date",
    asTable: "The figures as a table",
    caption: (code: string) => `${code} rates each day, kwacha per unit`,
    chart: (code: string) => `Chart of ${code} buying and selling rates`,
    none: (code: string, days: number) => `No ${code} rates were published in the last ${days} days.`,
    oneDay: (code: string, date: string, selling: string, buying: string) =>
      `Only one day's rates so far: on ${date} we sell ${code} at ${selling} and buy at ${buying}.`,
    change: (direction: number, amount: string, percent: string) =>
      direction > 0 ? `up ${amount} (${percent})` : direction < 0 ? `down ${amount} (${percent})` : "unchanged",
    summary: (code: string, days: number, date: string, selling: string, change: string, since: string, buying: string) =>
      `${code} over the last ${days} days: we sell at ${selling} on ${date}, ${change} since ${since}; we buy at ${buying}.`,
  },
  ny: {
    heading: "Mbiri ya mitengo",
    currency: "Ndalama",
    period: "Nthawi",
    periods: { 30: "Masiku 30 apitawa", 90: "Masiku 90 apitawa", 365: "Chaka chathachi" } as Record<number, string>,
    show: "Onetsani",
    buying: "Timagula",
    selling: "Timagulitsa",
    date: "Tsiku",
    asTable: "Manambalawa mu tebulo",
    caption: (code: string) => `Mitengo ya ${code} tsiku ndi tsiku, kwacha pa ndalama imodzi`,
    chart: (code: string) => `Chithunzi cha mitengo ya ${code} yogula ndi yogulitsa`,
    none: (code: string, days: number) => `Palibe mitengo ya ${code} yomwe inalengezedwa m'masiku ${days} apitawa.`,
    oneDay: (code: string, date: string, selling: string, buying: string) =>
      `Pali mitengo ya tsiku limodzi lokha: pa ${date} timagulitsa ${code} pa ${selling} ndipo timagula pa ${buying}.`,
    change: (direction: number, amount: string, percent: string) =>
      direction > 0
        ? `mtengo wakwera ndi ${amount} (${percent})`
        : direction < 0
          ? `mtengo watsika ndi ${amount} (${percent})`
          : "mtengo sunasinthe",
    summary: (code: string, days: number, date: string, selling: string, change: string, since: string, buying: string) =>
      `${code} m'masiku ${days} apitawa: timagulitsa pa ${selling} pa ${date}, ${change} kuchokera pa ${since}; timagula pa ${buying}.`,
  },
} as const;

const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

/** The day written as the visitor reads it (a calendar date is noon in Malawi, never the day before). */
const writeDate = (date: string, lang: Language) => formatDate(`${date}T10:00:00Z`, lang);

/** What the chart shows, in words: the latest rates and the change over the period. */
export function describeRateHistory(history: readonly RateHistoryDay[], options: { code: string; days: number; lang: Language }): string {
  const text = TEXT[options.lang];
  const latest = history.at(-1);
  const earliest = history[0];
  if (!latest || !earliest) return text.none(options.code, options.days);
  if (history.length === 1)
    return text.oneDay(
      options.code,
      writeDate(latest.date, options.lang),
      formatRateKwacha(latest.selling),
      formatRateKwacha(latest.buying),
    );
  const difference = latest.selling - earliest.selling;
  const change = text.change(
    Math.sign(Math.round(difference * 10_000)),
    // In the rate's own decimals: K0.89 for the dollar, K0.0012 for the shilling.
    formatKwacha(Math.abs(difference), earliest.selling < 10 ? 4 : 2),
    formatPercent((Math.abs(difference) / earliest.selling) * 100),
  );
  return text.summary(
    options.code,
    options.days,
    writeDate(latest.date, options.lang),
    formatRateKwacha(latest.selling),
    change,
    writeDate(earliest.date, options.lang),
    formatRateKwacha(latest.buying),
  );
}

export interface RateHistorySection {
  currency: string;
  days: number;
  /** The section's HTML (a form, the chart and its table), drawn from records and the project's own texts. */
  html: string;
}

/**
 * The rate history of one source's currency over a period, as HTML. `query` carries the visitor's
 * `?history=` (a currency code) and `?days=`; `hiddenFields` are the page's other parameters the
 * form keeps (the bank page's tab).
 */
export function renderRateHistory(
  rates: readonly ExchangeRate[],
  options: {
    source: ExchangeRate["source"];
    current: readonly ExchangeRate[];
    query: URLSearchParams;
    lang: Language;
    now: Date;
    hiddenFields?: Record<string, string>;
    /** h2 where the rates are the page's first section, h3 under the bank page's tab heading. */
    headingLevel?: 2 | 3;
  },
): RateHistorySection | undefined {
  const { current, lang } = options;
  if (current.length === 0) return undefined;
  const text = TEXT[lang];
  const asked = options.query.get("history")?.toUpperCase();
  const chosen =
    current.find((rate) => rate.currency_code === asked) ?? current.find((rate) => rate.currency_code === "USD") ?? current[0]!;
  const code = chosen.currency_code;
  const days = parseRatePeriod(options.query.get("days"));
  const history = selectRateHistory(rates, { currency: code, days, now: options.now, source: options.source });
  const summary = describeRateHistory(history, { code, days, lang });

  const hidden = Object.entries(options.hiddenFields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join("");
  const currencyOptions = current
    .map(
      (rate) =>
        `<option value="${escape(rate.currency_code)}"${rate.currency_code === code ? " selected" : ""}>${escape(
          `${rate.currency_code} · ${pick(rate.currency_name, lang)}`,
        )}</option>`,
    )
    .join("");
  const periodOptions = RATE_HISTORY_PERIODS.map(
    (period) => `<option value="${period}"${period === days ? " selected" : ""}>${escape(text.periods[period]!)}</option>`,
  ).join("");
  const form =
    `<form class="rate-history__form" method="get" action="#rate-history">${hidden}` +
    `<label>${escape(text.currency)}<select name="history">${currencyOptions}</select></label>` +
    `<label>${escape(text.period)}<select name="days">${periodOptions}</select></label>` +
    `<button type="submit" class="button">${escape(text.show)}</button></form>`;

  const figure = history.length > 0 ? drawChart(history, { code, days, lang, now: options.now, summary }) : "";
  const rows = history
    .toReversed()
    .map(
      (day) =>
        `<tr><th scope="row">${escape(writeDate(day.date, lang))}</th><td>${escape(formatRateKwacha(day.buying))}</td><td>${escape(
          formatRateKwacha(day.selling),
        )}</td></tr>`,
    )
    .join("");
  const table =
    history.length > 0
      ? `<details class="rate-history__figures"><summary>${escape(text.asTable)}</summary><div class="rates__scroll"><table class="rates-table">` +
        `<caption>${escape(text.caption(code))}</caption><thead><tr><th scope="col">${escape(text.date)}</th>` +
        `<th scope="col">${escape(text.buying)}</th><th scope="col">${escape(text.selling)}</th></tr></thead><tbody>${rows}</tbody></table></div></details>`
      : "";

  const level = options.headingLevel ?? 2;
  const html =
    `<h${level} id="rate-history-heading" class="rates__heading">${escape(text.heading)}</h${level}>${form}` +
    `<p class="rate-history__summary" id="rate-history-summary">${escape(summary)}</p>${figure}${table}`;
  return { currency: code, days, html };
}

function drawChart(
  history: readonly RateHistoryDay[],
  options: { code: string; days: number; lang: Language; now: Date; summary: string },
): string {
  const text = TEXT[options.lang];
  const geometry = getRateChartGeometry(history, { days: options.days, today: getMalawiDate(options.now) });
  const { width, height, left, right, top, bottom } = RATE_CHART;
  const baseline = height - bottom;
  // A single day is a dot on each line.
  const series = (points: string, className: string) =>
    points.includes(" ")
      ? `<polyline class="${className}" points="${points}"/>`
      : `<circle class="${className}" cx="${points.split(",")[0]}" cy="${points.split(",")[1]}" r="3"/>`;
  return (
    `<figure class="rate-history__chart"><svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="rate-history-title" aria-describedby="rate-history-summary">` +
    `<title id="rate-history-title">${escape(text.chart(options.code))}</title>` +
    `<g class="rate-history__axis" aria-hidden="true">` +
    `<line x1="${left}" y1="${top}" x2="${width - right}" y2="${top}"/><line x1="${left}" y1="${baseline}" x2="${width - right}" y2="${baseline}"/>` +
    `<text x="${left - 6}" y="${top + 4}" text-anchor="end">${escape(formatRateKwacha(geometry.high))}</text>` +
    `<text x="${left - 6}" y="${baseline}" text-anchor="end">${escape(formatRateKwacha(geometry.low))}</text>` +
    `<text x="${left}" y="${height - 6}">${escape(writeDate(geometry.first, options.lang))}</text>` +
    `<text x="${width - right}" y="${height - 6}" text-anchor="end">${escape(writeDate(geometry.last, options.lang))}</text></g>` +
    `${series(geometry.selling, "rate-history__selling")}${series(geometry.buying, "rate-history__buying")}</svg>` +
    `<figcaption class="rate-history__legend" aria-hidden="true"><span class="rate-history__key rate-history__key--selling">${escape(text.selling)}</span>` +
    `<span class="rate-history__key rate-history__key--buying">${escape(text.buying)}</span></figcaption></figure>`
  );
}
