import { randomUUID } from "node:crypto";
import { COLLECTIONS, type CollectionName, type InputOf } from "#domain/content/schemas/collections.ts";

const text = (en: string) => ({ en, ny: `${en} (Chichewa)` });
const unique = () => randomUUID().slice(0, 8);

/** A valid body for POST of each collection, checked by the domain schema so factories cannot drift. */
export function makeInput<Name extends CollectionName>(collection: Name): InputOf<Name> {
  const id = unique();
  const raw: Record<CollectionName, unknown> = {
    branches: {
      name: `Test Branch ${id}`,
      kind: "branch",
      region_id: 3,
      region_name: "Southern",
      email: "test.branch@example.mw",
      phone: "+265111820000",
      latitude: -15.786,
      longtude: 35.005,
      address: "Victoria Avenue, Blantyre",
      opening_hours: text("Monday to Friday 08:00 to 15:00"),
    },
    blogs: {
      title: text(`A test article ${id}`),
      content: text("<p>Hello <strong>Malawi</strong></p>"),
      summary: text("A short summary"),
      published_at: "2025-03-01T08:00:00.000Z",
      image_cover_url: "/content/images/blog-cover.jpg",
      creater_name: "Test Author",
      featured: false,
      readingTime: 3,
      showSocialIcons: true,
      shareTitle: text("Share me"),
      shareDiscription: text("Share description"),
      sites: ["holding", "bank"],
    },
    documents: {
      title: text(`Annual report ${id}`),
      document_type_name: "Annual Report",
      site: "holding",
      file_url: "/content/files/annual-report.pdf",
      file_size: 123_456,
      mime_type: "application/pdf",
      published_at: "2025-03-01",
    },
    executives: {
      name: `Dr Test Executive ${id}`,
      image_url: "/content/images/board.jpg",
      qualifications: "BSc, MBA",
      bio: text("A long career in banking."),
      roles: [{ company_name: "bank", executive_role_type_name: "Non-Executive Director", title: text("Director"), position: 3 }],
    },
    teams: {
      name: `Test Manager ${id}`,
      image_url: "/content/images/team.jpg",
      title: text("Head of Testing"),
      qualifications: "BCom",
      bio: text("Tests things."),
      site: "bank",
      position: 9,
    },
    banners: {
      title: text("Banner"),
      subtitle: text("Subtitle"),
      image_url: "/content/images/banner.jpg",
      link_href: "/fdhbankplc/home",
      site: "bank",
      position: 1,
    },
    promotions: {
      title: text("Promotion"),
      description: text("Save more"),
      image_cover_url: "https://cdn.example.mw/promo.jpg",
      link_href: "/fdhbankplc/bankaccounts",
      site: "bank",
      starts_at: "2025-01-01",
      ends_at: "2025-12-31",
    },
    loans: {
      title: text(`Test loan ${id}`),
      description: text("A loan"),
      image: "/content/images/loan.jpg",
      category: "Personal and Business Banking",
      category2: "Personal",
      query_type: null,
      max_amount: 5_000_000,
      max_term_months: 36,
      requirements: [{ name: text("Payslip") }],
      benefits: [],
      features: [],
      accessibility: [],
      target_group: [],
      term: [{ name: text("Up to 36 months") }],
    },
    cares: {
      title: text("Care"),
      description: text("Helping schools"),
      image_url: "/content/images/care.jpg",
      category: text("Education"),
      active: true,
      published_at: "2025-02-01T10:00:00Z",
    },
    bank_rates: { name: text("Reference Rate"), rate_type: "reference", rate: 23.5, effective_at: "2025-01-01" },
    bank_rate_files: {
      title: text("Tariff guide"),
      file_url: "/content/files/tariffs.pdf",
      file_size: 2048,
      mime_type: "application/pdf",
      published_at: "2025-01-01",
    },
    images: { url: "/content/images/x.jpg", alt: text("An image"), site: "holding", tag: "home-hero" },
    money_bureau_exchange_rates: {
      source: "moneyBureau",
      currency_code: "USD",
      currency_name: text("US Dollar"),
      buying: 1745.5,
      selling: 1790.25,
      set_at: "2025-03-01T07:00:00Z",
    },
    money_bureau_locations: {
      name: `Test Bureau ${id}`,
      address: "Kamuzu Procession Road",
      city: "Lilongwe",
      phone: "+265999123456",
      email: "",
      latitude: -13.98,
      longitude: 33.78,
      opening_hours: text("Daily 08:00 to 17:00"),
    },
    kyc_account_types: { name: "SME", position: 3 },
    public_holidays: { date: "2026-03-20", name: text("Eid al-Fitr") },
    site_pages: { slug: "fraud-awareness", title: text(`Fraud awareness ${id}`), body: text("<p>Never share your PIN.</p>") },
  };
  return COLLECTIONS[collection].inputSchema.parse(raw[collection]) as InputOf<Name>;
}

/** A change to a valid input that PUT must store (for every collection). */
export function changeInput<Name extends CollectionName>(collection: Name, input: InputOf<Name>): InputOf<Name> {
  const changed: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  if (collection === "kyc_account_types") changed.position = 4;
  else if (collection === "money_bureau_exchange_rates") changed.selling = 1800;
  else if (collection === "bank_rates") changed.rate = 24;
  else if (collection === "images") changed.tag = "changed";
  else if (collection === "public_holidays") changed.date = "2026-03-21";
  else if ("title" in changed && typeof changed.title === "object") changed.title = text("Changed title");
  else if ("name" in changed && typeof changed.name === "string") changed.name = `${String(changed.name)} (changed)`;
  return COLLECTIONS[collection].inputSchema.parse(changed) as InputOf<Name>;
}

/** How many records a collection holds, read page by page through the public API (pages hold at most 100). */
export async function countRecords(
  app: { inject: (request: { url: string }) => PromiseLike<{ json: <T>() => T }> },
  collection: CollectionName,
): Promise<number> {
  let total = 0;
  let cursor: string | undefined;
  for (;;) {
    const query = cursor ? `limit=100&last_created_at=${encodeURIComponent(cursor)}` : "limit=100";
    const page = (await app.inject({ url: `/api/${collection}?${query}` })).json<Array<{ created_at: string }>>();
    total += page.length;
    if (page.length < 100) return total;
    cursor = page.at(-1)!.created_at;
  }
}
