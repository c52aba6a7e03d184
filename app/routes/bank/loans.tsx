import type { LoanSummary } from "#domain/content/loan-list.ts";
import { parseLoanType } from "#domain/content/loan-list.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { LoanList } from "#app/features/loans/loan-list.tsx";
import { loadCollection, loadFocalPositions } from "#app/live/content.server.ts";
import type { Route } from "./+types/loans.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/**
 * Both loan screens (spec §2): personalAndbusinessbanking filters by `?type=`,
 * amayiatakateloan shows Amayi Atakate. All loans go out (eight), so live events apply to any.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const isAmayiAtakate = url.pathname.endsWith("/amayiatakateloan");
  const loans: LoanSummary[] = await loadCollection(context, "loans");
  const focal = await loadFocalPositions(
    context,
    loans.map((loan) => loan.image),
  );
  return { loans, type: parseLoanType(url.searchParams.get("type"), isAmayiAtakate), showTypes: !isAmayiAtakate, focal };
}

export default function Loans({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader />
      <LoanList loans={loaderData.loans} type={loaderData.type} showTypes={loaderData.showTypes} focal={loaderData.focal} />
    </>
  );
}
