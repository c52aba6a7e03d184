import { Link } from "react-router";
import { toDocumentSummary } from "#domain/document-list.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { DocumentRow } from "#app/features/documents/document-list.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { loadCollection } from "#app/live/content.server.ts";
import type { Route } from "./+types/kyc.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

const KYC_TABS = ["downloads", "upload"] as const;
type KycTab = (typeof KYC_TABS)[number];

/** Spec §2 KYC tabs; the downloads list the KYC forms, one per account type, in the account types' order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const value = new URL(request.url).searchParams.get("tab");
  const tab: KycTab = value === "upload" ? "upload" : "downloads";
  if (tab === "upload") return { tab, forms: [] };
  const [documents, accountTypes] = await Promise.all([loadCollection(context, "documents"), loadCollection(context, "kyc_account_types")]);
  const positionOf = (name: string | null) => accountTypes.find((type) => type.name === name)?.position ?? Number.MAX_SAFE_INTEGER;
  const forms = documents
    .filter((document) => document.site === "bank" && document.document_type_name === "KYC Form")
    .toSorted((a, b) => positionOf(a.kyc_account_type_name) - positionOf(b.kyc_account_type_name))
    .map(toDocumentSummary);
  return { tab, forms };
}

export default function Kyc({ loaderData }: Route.ComponentProps) {
  const { t } = useSite();
  const { tab, forms } = loaderData;
  return (
    <>
      <ScreenHeader />
      <div className="container documents">
        <nav className="documents-tabs" aria-label={t.kycPage.tabsLabel}>
          <ul>
            {KYC_TABS.map((entry) => (
              <li key={entry}>
                <Link to={`?tab=${entry}`} aria-current={entry === tab ? "page" : undefined} preventScrollReset>
                  {t.kycPage[entry]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="documents__panel" aria-labelledby="kyc-heading">
          <h2 id="kyc-heading" className="documents__heading">
            {t.kycPage[tab]}
          </h2>
          {tab === "upload" ? (
            // Until app/features/kyc exists, the upload tab says when it comes (brief of the KYC screen).
            <p className="documents__empty">{t.kycPage.uploadComing}</p>
          ) : forms.length === 0 ? (
            <p className="documents__empty">{t.kycPage.empty}</p>
          ) : (
            <>
              <p>{t.kycPage.downloadsIntro}</p>
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
