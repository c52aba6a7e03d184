import { useState } from "react";
import type { ExchangeRate } from "#domain/content/schemas/exchange-rate.ts";
import { ExchangeRateTable } from "#app/features/rates/exchange-rate-table.tsx";
import { PreviewWhere } from "./preview-where.tsx";

/*
 * An exchange rate's row in the rates table of the page its source publishes on. Loaded only when
 * a rate is previewed; the table comes with the rates pages' own chunk (vite.config.ts group
 * "rate-history"), so sharing it splits nothing off those pages (ADR 075).
 */

/** A rate as the bank's or the money bureau's rates page shows it, its time as the page says it. */
export default function ExchangeRatePreview({ rate }: { rate: ExchangeRate }) {
  // A rate typed without its time is set when the server writes it: now, as far as the preview knows.
  const [now] = useState(() => new Date().toISOString());
  return (
    <>
      <PreviewWhere>{rate.source === "bank" ? "On the bank's exchange rates page" : "On the money bureau's rates page"}</PreviewWhere>
      <ExchangeRateTable rates={[{ ...rate, set_at: rate.set_at ?? now }]} page={1} getPageHref={() => "?page=1"} />
    </>
  );
}
