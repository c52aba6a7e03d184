import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { convertCurrency, parseAmount, type ConversionDirection, type ExchangeRate } from "#domain/content/exchange-rates.ts";
import { formatKwacha, formatNumber, pick } from "#domain/language.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { formatRateKwacha } from "./rate-format.ts";
import { ratesMessages } from "#app/features/rates/rates-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./rates.css";

/**
 * Kwacha to a currency or back, with the rate that applies said in words: the selling rate
 * when the visitor buys the currency, the buying rate when they sell it. A GET form
 * (`?amount=&currency=&direction=`), so it converts on the server without JavaScript; with
 * it, the result follows the typing.
 */
export function CurrencyConverter({ rates, hiddenFields = {} }: { rates: ExchangeRate[]; hiddenFields?: Record<string, string> }) {
  const { lang } = useSite();
  const ratesText = useScreenMessages(ratesMessages);
  const id = useId();
  const [params] = useSearchParams();
  const [amountText, setAmountText] = useState(params.get("amount") ?? "");
  const [code, setCode] = useState(params.get("currency") ?? rates[0]?.currency_code ?? "");
  const [direction, setDirection] = useState<ConversionDirection>(params.get("direction") === "toKwacha" ? "toKwacha" : "fromKwacha");
  const [isSubmitted, setSubmitted] = useState(params.has("amount"));
  if (rates.length === 0) return null;

  const rate = rates.find((entry) => entry.currency_code === code) ?? rates[0]!;
  const amount = parseAmount(amountText);
  const showError = amount === undefined && (isSubmitted || amountText.trim() !== "");
  const conversion = amount === undefined ? undefined : convertCurrency(amount, rate, direction);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
  }

  let resultText = "";
  let rateText = "";
  if (amount !== undefined && conversion) {
    const currencyAmount = (value: number) => `${rate.currency_code} ${formatNumber(value, 2)}`;
    resultText =
      direction === "fromKwacha"
        ? ratesText.result(formatKwacha(amount), currencyAmount(conversion.result))
        : ratesText.result(currencyAmount(amount), formatKwacha(conversion.result));
    rateText =
      conversion.rateKind === "selling"
        ? ratesText.usesSelling(formatRateKwacha(conversion.rate))
        : ratesText.usesBuying(formatRateKwacha(conversion.rate));
  }

  return (
    <section className="converter" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="converter__heading">
        {ratesText.converter}
      </h2>
      <form method="get" className="converter__form" onSubmit={onSubmit} noValidate>
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset className="converter__direction">
          <legend>{ratesText.direction}</legend>
          {(["fromKwacha", "toKwacha"] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="direction" value={value} checked={direction === value} onChange={() => setDirection(value)} />
              {value === "fromKwacha" ? ratesText.fromKwacha : ratesText.toKwacha}
            </label>
          ))}
        </fieldset>
        <div className="converter__field">
          <label htmlFor={`${id}-currency`}>{ratesText.currency}</label>
          <select id={`${id}-currency`} name="currency" value={rate.currency_code} onChange={(event) => setCode(event.target.value)}>
            {rates.map((entry) => (
              <option key={entry.id} value={entry.currency_code}>
                {`${entry.currency_code}: ${pick(entry.currency_name, lang)}`}
              </option>
            ))}
          </select>
        </div>
        <div className="converter__field">
          <label htmlFor={`${id}-amount`}>{`${ratesText.amount} (${direction === "fromKwacha" ? "MWK" : rate.currency_code})`}</label>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? `${id}-error` : undefined}
          />
          {showError ? (
            <p id={`${id}-error`} className="converter__error">
              {ratesText.invalidAmount}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button converter__submit">
          {ratesText.convert}
        </button>
      </form>
      <output className="converter__result" htmlFor={`${id}-amount ${id}-currency`} aria-live="polite">
        {resultText ? (
          <>
            <strong className="converter__amount">{resultText}</strong>
            <span className="converter__rate">{rateText}</span>
          </>
        ) : null}
      </output>
      <p className="converter__note">{ratesText.indicative}</p>
    </section>
  );
}
