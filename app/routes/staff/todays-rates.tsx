import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { PublishingOnly } from "#app/features/staff/content/publishing-only.tsx";
import { TodaysRatesForm } from "#app/features/staff/rates/todays-rates-form.tsx";
import "#app/features/staff/staff-console.css";

export const meta = () => staffMeta("Today’s exchange rates");
export const headers = () => STAFF_HEADERS;

/** `/staff/rates`: the day's buying and selling rates of every currency, published in one action. */
export default function TodaysRatesScreen() {
  return (
    <PublishingOnly>
      <div className="staff-page">
        <h1>Today’s exchange rates</h1>
        <p className="staff-page__lede">
          Each currency starts with its current rates. Change what moved, check the time, and publish them all at once.
        </p>
        <TodaysRatesForm />
      </div>
    </PublishingOnly>
  );
}
