import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { getAllRoutes, type Screen } from "../domain/route-table.ts";
import { DEFAULT_SITE_PREFIX } from "../domain/site.ts";
import { getSites, type SiteId } from "../domain/site.ts";

// The group's short name is part of the paths, so it is read at build time; `npm start`
// rebuilds when SITE_PREFIX changes (ADR 003).
const sitePrefix = process.env.SITE_PREFIX || DEFAULT_SITE_PREFIX;

/** The module that draws each screen. Screens several sub-sites share live in `shared/`. */
const MODULES: Record<Screen, string> = {
  home: "routes/shared/home.tsx",
  loan: "routes/shared/loan.tsx",
  blog: "routes/shared/blog.tsx",
  blogView: "routes/shared/blog-view.tsx",
  cares: "routes/holding/cares.tsx",
  shareholding: "routes/shared/shareholding.tsx",
  contact: "routes/shared/contact.tsx",
  branches: "routes/shared/branches.tsx",
  team: "routes/shared/team.tsx",
  board: "routes/shared/board.tsx",
  investorRelations: "routes/shared/investor-relations.tsx",
  aboutus: "routes/shared/about-us.tsx",
  bankaccounts: "routes/bank/bank-accounts.tsx",
  savingsaccount: "routes/bank/savings-account.tsx",
  bankproducts: "routes/bank/bank-products.tsx",
  cib: "routes/bank/cib.tsx",
  salama: "routes/bank/salama.tsx",
  fdhmobile: "routes/bank/digital-banking.tsx",
  fdhbankpakhomo: "routes/bank/digital-banking.tsx",
  wallet525: "routes/bank/digital-banking.tsx",
  ufulu525: "routes/bank/digital-banking.tsx",
  oneclick: "routes/bank/digital-banking.tsx",
  posmachines: "routes/bank/digital-banking.tsx",
  cards: "routes/bank/cards.tsx",
  amayiatakateloan: "routes/bank/loans.tsx",
  personalAndbusinessbanking: "routes/bank/loans.tsx",
  exchangeRates: "routes/bank/exchange-rates.tsx",
  documents: "routes/bank/documents.tsx",
  kyc: "routes/bank/kyc.tsx",
  faqs: "routes/bank/faqs.tsx",
  services: "routes/shared/services.tsx",
  locations: "routes/money-bureau/locations.tsx",
  tariffs: "routes/money-bureau/tariffs.tsx",
  openaccount: "routes/bank/open-account.tsx",
  complaints: "routes/bank/complaints.tsx",
  fraud: "routes/bank/fraud.tsx",
  complaintEscalation: "routes/bank/complaint-escalation.tsx",
};

/** The console's publishing screens (ADR 042). */
const staffPublishingRoutes = [
  route("content", "routes/staff/content-dashboard.tsx"),
  route("content/:collection", "routes/staff/content-list.tsx"),
  route("content/:collection/new", "routes/staff/content-edit.tsx", { id: "staff-content-new" }),
  route("content/:collection/:id", "routes/staff/content-edit.tsx", { id: "staff-content-edit" }),
  route("branches", "routes/staff/branches.tsx"),
  route("rates", "routes/staff/todays-rates.tsx"),
  route("media", "routes/staff/media-library.tsx"),
  route("approvals", "routes/staff/approvals.tsx"),
];

/**
 * The staff console: outside the visitor layout, its own lazily loaded chunks, rendered in the
 * browser only (ADR 040). Screens in the order of the console's navigation.
 */
const staffRoutes = layout("routes/staff/staff-layout.tsx", { id: "staff" }, [
  ...prefix("staff", [
    index("routes/staff/sign-in.tsx"),
    route("kyc", "routes/staff/kyc-queue.tsx"),
    route("kyc/:id", "routes/staff/kyc-submission.tsx"),
    route("applications", "routes/staff/applications.tsx"),
    route("applications/:id", "routes/staff/application.tsx"),
    route("complaints", "routes/staff/complaints.tsx"),
    route("complaints/:id", "routes/staff/complaint.tsx"),
    route("accounts", "routes/staff/accounts.tsx"),
    route("accounts/:id/sessions", "routes/staff/account-sessions.tsx"),
    route("audit", "routes/staff/audit.tsx"),
    route("password", "routes/staff/password.tsx"),
    route("second-factor", "routes/staff/second-factor.tsx"),
    route("security", "routes/staff/security.tsx"),
    ...staffPublishingRoutes,
  ]),
]);

const table = getAllRoutes(sitePrefix);
const siteRoutes = (site: SiteId) =>
  table.filter((entry) => entry.site === site).map((entry) => route(entry.path, MODULES[entry.screen], { id: entry.id }));

export default [
  index("routes/root-redirect.tsx"),
  staffRoutes,
  layout("routes/site-layout.tsx", [
    ...getSites(sitePrefix).flatMap((site) =>
      prefix(site.segment, [index("routes/site-index.tsx", { id: `${site.id}.index` }), ...siteRoutes(site.id)]),
    ),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
