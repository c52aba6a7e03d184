import { lazy, Suspense } from "react";
import { FilterTabs } from "#app/components/filter-tabs.tsx";
import { hasFile, toDocumentSummary } from "#domain/content/document-list.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { DocumentRow } from "#app/features/documents/document-list.tsx";
import { kycPageMessages } from "#app/features/kyc/kyc-page-messages.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { loadCollection } from "#app/live/content.server.ts";
import type { Route } from "./+types/kyc.ts";
// The form's styles come with the page, so the server-rendered form never shows unstyled.
import "#app/features/kyc/kyc.css";

// The upload form (11 KB gzip) loads only where it is used: the downloads tab, which most
// visitors want, stays light, and the server still renders the form on the upload tab.
const KycUploadForm = lazy(() => import("#app/features/kyc/kyc-upload-form.tsx").then((module) => ({ default: module.KycUploadForm })));

export const meta: Route.MetaFunction = (args) => screenMeta(args);

const KYC_TABS = ["downloads", "upload"] as const;
type KycTab = (typeof KYC_TABS)[number];

/**
 * Spec §2 KYC tabs. Downloads: the KYC forms that have their file, one per account type, in the account types' order.
 * Upload: the account types and the branches the details form offers (spec §3).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const value = new URL(request.url).searchParams.get("tab");
  const tab: KycTab = value === "upload" ? "upload" : "downloads";
  const accountTypes = (await loadCollection(context, "kyc_account_types")).toSorted((a, b) => a.position - b.position);
  if (tab === "upload") {
    const branches = (await loadCollection(context, "branches"))
      .filter((branch) => branch.kind === "branch")
      .map((branch) => ({ id: branch.id, name: branch.name, region: branch.region_name }))
      .toSorted((a, b) => a.region.localeCompare(b.region) || a.name.localeCompare(b.name));
    return { tab, forms: [], accountTypes: accountTypes.map((type) => ({ id: type.id, name: type.name })), branches };
  }
  const documents = await loadCollection(context, "documents");
  const positionOf = (name: string | null) => accountTypes.find((type) => type.name === name)?.position ?? Number.MAX_SAFE_INTEGER;
  const forms = documents
    .filter(hasFile)
    .filter((document) => document.site === "bank" && document.document_type_name === "KYC Form")
    .toSorted((a, b) => positionOf(a.kyc_account_type_name) - positionOf(b.kyc_account_type_name))
    .map(toDocumentSummary);
  return { tab, forms, accountTypes: [], branches: [] };
}

export default function Kyc({ loaderData }: Route.ComponentProps) {
  const m = useScreenMessages(kycPageMessages);
  const { t } = useSite();
  const { tab, forms, accountTypes, branches } = loaderData;
  return (
    <>
      <ScreenHeader />
      <div className="container documents">
        <FilterTabs
          label={m.tabsLabel}
          tabs={KYC_TABS.map((entry) => ({ key: entry, label: m[entry], href: `?tab=${entry}`, isCurrent: entry === tab }))}
        />
        <section className="documents__panel" aria-labelledby="kyc-heading">
          <h2 id="kyc-heading" className="documents__heading">
            {m[tab]}
          </h2>
          {tab === "upload" ? (
            <Suspense fallback={<p className="empty-note">{t.loading}</p>}>
              <KycUploadForm accountTypes={accountTypes} branches={branches} />
            </Suspense>
          ) : forms.length === 0 ? (
            <p className="empty-note">{m.empty}</p>
          ) : (
            <>
              <p>{m.downloadsIntro}</p>
              <ul className="documents__list">
                {forms.map((form) => (
                  <DocumentRow key={form.id} document={form} />
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </>
  );
}
