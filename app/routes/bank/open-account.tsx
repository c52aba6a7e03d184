import { lazy, Suspense } from "react";
import { ReferenceSchema } from "#domain/account-opening/schemas/account-application.ts";
import { FilterTabs } from "#app/components/filter-tabs.tsx";
import { accountOpeningMessages } from "#app/features/account-opening/account-opening-messages.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { loadCollection } from "#app/live/content.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/open-account.ts";
// Field styles shared with the KYC form, loaded with the page so the server-rendered step is styled.
import "#app/features/kyc/kyc.css";
import "#app/features/account-opening/account-opening.css";

// The journey and the status check load with this screen only: other pages carry none of it.
const OpenAccountJourney = lazy(() =>
  import("#app/features/account-opening/open-account-journey.tsx").then((module) => ({ default: module.OpenAccountJourney })),
);
const StatusCheck = lazy(() =>
  import("#app/features/account-opening/status-check.tsx").then((module) => ({ default: module.StatusCheck })),
);

export const meta: Route.MetaFunction = (args) => screenMeta(args);

// The journey's answers are personal data; the page itself is kept out of every cache too.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const TABS = ["open", "status"] as const;

/** Account opening (ADR 031): the journey's tab, or the status check's with an optional `?reference=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab") === "status" ? ("status" as const) : ("open" as const);
  const reference = ReferenceSchema.safeParse(params.get("reference") ?? "");
  const branches = (await loadCollection(context, "branches"))
    .filter((branch) => branch.kind === "branch")
    .map((branch) => ({ id: branch.id, name: branch.name, region: branch.region_name }))
    .toSorted((a, b) => a.region.localeCompare(b.region) || a.name.localeCompare(b.name));
  // The bank's limits on a tier-1 account (TIER1_* settings, ADR 072), shown on its card.
  const { TIER1_MAX_BALANCE, TIER1_DAILY_LIMIT } = getServices(context).config;
  const tier1Limits = { max_balance: TIER1_MAX_BALANCE, daily_limit: TIER1_DAILY_LIMIT };
  return { tab, branches, tier1Limits, reference: reference.success ? reference.data : "" };
}

export default function OpenAccount({ loaderData }: Route.ComponentProps) {
  const m = useScreenMessages(accountOpeningMessages);
  const { t } = useSite();
  const { tab, branches, tier1Limits, reference } = loaderData;
  return (
    <>
      <ScreenHeader lede={m.intro} />
      <div className="container documents">
        <FilterTabs
          label={m.tabsLabel}
          tabs={TABS.map((entry) => ({
            key: entry,
            label: entry === "open" ? m.openTab : m.statusTab,
            href: `?tab=${entry}`,
            isCurrent: entry === tab,
          }))}
        />
        <section className="documents__panel" aria-label={tab === "open" ? m.openTab : m.statusTab}>
          <Suspense fallback={<p>{t.loading}</p>}>
            {tab === "open" ? (
              <OpenAccountJourney branches={branches} tier1Limits={tier1Limits} />
            ) : (
              <StatusCheck initialReference={reference} />
            )}
          </Suspense>
        </section>
      </div>
    </>
  );
}
