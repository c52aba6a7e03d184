import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COLLECTIONS } from "#domain/content/schemas/collections.ts";
import { BilingualSchema, SafeUrlSchema } from "#domain/schemas/common.ts";
import { formField } from "#domain/schemas/form-fields.ts";
import { PUBLISHED_COLLECTIONS } from "./published-collections.ts";
import {
  getPathLabel,
  createDraftFromRecord,
  createEmptyDraft,
  DERIVED_FIELDS,
  describeFields,
  getClearedValue,
  getFieldLabel,
  getIssueMessages,
  setValueAtPath,
  type FieldSpec,
} from "./form-model.ts";

const byName = (fields: FieldSpec[], name: string) => fields.find((field) => field.name === name)!;

describe("console forms read from the domain schemas", () => {
  it("draws every published collection's input schema without a hand-written form", () => {
    for (const name of PUBLISHED_COLLECTIONS) expect(describeFields(COLLECTIONS[name].inputSchema).length).toBeGreaterThan(1);
  });

  it("pairs English and Chichewa for bilingual fields, with rich text only for a blog's HTML", () => {
    const fields = describeFields(COLLECTIONS.blogs.inputSchema);
    expect(byName(fields, "title")).toMatchObject({ kind: "bilingual", multiline: false, html: false });
    expect(byName(fields, "summary")).toMatchObject({ kind: "bilingual", multiline: true, html: false });
    expect(byName(fields, "content")).toMatchObject({ kind: "bilingual", html: true });
    expect(byName(fields, "sites")).toMatchObject({ kind: "multi-choice" });
    expect(byName(fields, "featured")).toMatchObject({ kind: "boolean" });
    expect(byName(fields, "readingTime")).toMatchObject({ kind: "number", integer: true, min: 1, max: 600 });
    expect(byName(fields, "image_cover_url")).toMatchObject({ kind: "text", format: "url", label: "Cover image" });
    expect(byName(fields, "published_at")).toMatchObject({ kind: "text", format: "date" });
  });

  it("takes labels, widgets and option words from what each field declares, never from its name", () => {
    const fields = describeFields(
      z.object({
        description: BilingualSchema,
        notes: formField(BilingualSchema, { widget: "textarea", label: "Notes for the branch" }),
        cover: formField(SafeUrlSchema, { label: "Cover picture" }).nullable().default(null),
        link: SafeUrlSchema,
        tier: formField(z.enum(["gold", "vip"]), { optionLabels: { vip: "VIP" } }),
      }),
    );
    expect(byName(fields, "description")).toMatchObject({ label: "Description", kind: "bilingual", multiline: false });
    expect(byName(fields, "notes")).toMatchObject({ label: "Notes for the branch", kind: "bilingual", multiline: true, html: false });
    // The copy declares its label and inherits the shared schema's widget; the shared schema keeps no label.
    expect(byName(fields, "cover")).toMatchObject({ label: "Cover picture", kind: "text", format: "url", nullable: true, optional: true });
    expect(byName(fields, "link")).toMatchObject({ label: "Link", format: "url" });
    expect(byName(fields, "tier")).toMatchObject({
      options: [
        { value: "gold", label: "Gold" },
        { value: "vip", label: "VIP" },
      ],
    });
  });

  it("offers choices for enums and literal unions, keeping the values' types", () => {
    const fields = describeFields(COLLECTIONS.branches.inputSchema);
    expect(byName(fields, "region_id")).toMatchObject({
      kind: "choice",
      options: [
        { value: 1, label: "Central" },
        { value: 2, label: "Northern" },
        { value: 3, label: "Southern" },
      ],
    });
    expect(byName(fields, "kind")).toMatchObject({
      kind: "choice",
      options: [{ value: "branch" }, { value: "atm", label: "ATM" }, { value: "agency" }],
    });
    expect(byName(fields, "email")).toMatchObject({ kind: "text", format: "email" });
  });

  it("lets a nullable field be emptied and lists of objects be edited item by item", () => {
    const document = describeFields(COLLECTIONS.documents.inputSchema);
    expect(byName(document, "kyc_account_type_name")).toMatchObject({ kind: "choice", nullable: true });
    const executive = describeFields(COLLECTIONS.executives.inputSchema);
    const roles = byName(executive, "roles");
    expect(roles.kind).toBe("list");
    expect(roles.kind === "list" && roles.itemFields.map((field) => field.name)).toEqual([
      "company_name",
      "executive_role_type_name",
      "title",
      "position",
    ]);
  });

  it("draws a loan's lists once, under our names, and sends a spec-shaped form as the API stores it", () => {
    const fields = describeFields(COLLECTIONS.loans.inputSchema);
    const names = fields.map((field) => field.name);
    expect(names).toEqual(expect.arrayContaining(["requirements", "target_group", "term"]));
    expect(names).not.toContain("Target Group");
    expect(names).not.toContain("Requirements");
    const draft = {
      ...createEmptyDraft(fields, "2026-11-23"),
      title: { en: "Instaloan", ny: "Ngongole ya Msanga" },
      description: { en: "Quick", ny: "Yachangu" },
      image: "/content/images/loan.jpg",
      category2: "Personal",
    };
    expect(COLLECTIONS.loans.inputSchema.parse(draft)).toMatchObject({ query_type: null, requirements: [], term: [] });
  });

  it("leaves a field with a server default out when its control is empty", () => {
    const fields = describeFields(COLLECTIONS.documents.inputSchema);
    expect(byName(fields, "mime_type")).toMatchObject({ kind: "text", optional: true, nullable: true });
    expect(byName(fields, "site")).toMatchObject({ kind: "choice", optional: true });
    expect(byName(fields, "title")).toMatchObject({ kind: "bilingual", optional: true });
    expect(byName(fields, "file_url")).toMatchObject({ kind: "text", format: "url", nullable: true });
    const draft = createEmptyDraft(fields, "2026-11-23");
    expect(draft.title).toBeUndefined();
    expect(draft.file_url).toBeNull();
    expect(draft.file_size).toBeNull();
    expect(getClearedValue(byName(fields, "file_url"), "")).toBeNull();
    expect(getClearedValue(byName(fields, "file_size"), "")).toBeNull();
    // A new document with only its type and date is what spec §3 names: the API fills the rest.
    expect(COLLECTIONS.documents.inputSchema.parse({ ...draft, document_type_name: "Brochures" })).toMatchObject({
      title: { en: "Brochure", ny: "Kabuku" },
      site: "bank",
      file_url: null,
      mime_type: null,
      published_at: "2026-11-23",
    });
    // A tariff file still needs its file.
    const tariffFields = describeFields(COLLECTIONS.bank_rate_files.inputSchema);
    expect(getClearedValue(byName(tariffFields, "file_url"), "")).toBe("");
  });

  it("starts a new record empty, dates at today, and an existing one from its input fields only", () => {
    const fields = describeFields(COLLECTIONS.bank_rates.inputSchema);
    expect(createEmptyDraft(fields, "2026-11-23")).toEqual({
      name: { en: "", ny: "" },
      rate_type: undefined,
      rate: undefined,
      effective_at: "2026-11-23",
      publish_at: null,
      unpublish_at: null,
    });
    const record = {
      id: "x",
      created_at: "2026-01-01T00:00:00.000Z",
      name: { en: "Base rate", ny: "Base rate" },
      rate_type: "lending",
      rate: 23.5,
      effective_at: "2026-01-01",
    };
    expect(createDraftFromRecord(fields, record)).toEqual({
      name: record.name,
      rate_type: "lending",
      rate: 23.5,
      effective_at: "2026-01-01",
      publish_at: null,
      unpublish_at: null,
    });
  });

  it("puts the schema's messages beside the fields they concern, one each, in editors' words", () => {
    const result = COLLECTIONS.bank_rates.inputSchema.safeParse({
      name: { en: "Base rate", ny: "" },
      rate: -1,
      effective_at: "2026-01-01",
    });
    expect(getIssueMessages(result.error)).toEqual({
      "name.ny": "Required",
      rate_type: "Choose one of the options",
      rate: "Must be at least 0",
    });
    const missing = z.object({ name: z.string() }).safeParse({});
    expect(getIssueMessages(missing.error)).toEqual({ name: "Required" });
  });

  it("fills a branch's region name from its region, so the two always agree", () => {
    expect(DERIVED_FIELDS.branches!.derive({ region_id: 2 })).toEqual({ region_id: 2, region_name: "Northern" });
    expect(describeFields(COLLECTIONS.branches.inputSchema).map((field) => field.name)).toContain("region_name");
    expect(DERIVED_FIELDS.branches!.hidden).toEqual(["region_name"]);
  });

  it("changes one value deep in a draft without touching the rest", () => {
    const draft = { roles: [{ title: { en: "Chair", ny: "Wapampando" } }], name: "A" };
    const next = setValueAtPath(draft, ["roles", 0, "title", "en"], "Chairperson") as typeof draft;
    expect(next).toEqual({ roles: [{ title: { en: "Chairperson", ny: "Wapampando" } }], name: "A" });
    expect(draft.roles[0]!.title.en).toBe("Chair");
  });

  it("names a field's path in editors' words for the error summary", () => {
    const fields = describeFields(COLLECTIONS.executives.inputSchema);
    expect(getPathLabel(fields, ["bio", "ny"])).toBe("Bio (Chichewa)");
    expect(getPathLabel(fields, ["roles", "0", "title", "en"])).toBe("Roles 1 › Title (English)");
    expect(getPathLabel(fields, ["image_url"])).toBe("Image");
  });

  it("words wire names for people, where the field declares no label", () => {
    expect(getFieldLabel("published_at")).toBe("Published at");
    expect(getFieldLabel("shareTitle")).toBe("Share title");
    const branch = describeFields(COLLECTIONS.branches.inputSchema);
    expect(byName(branch, "longtude").label).toBe("Longitude");
    const blog = describeFields(COLLECTIONS.blogs.inputSchema);
    expect(byName(blog, "showSocialIcons").label).toBe("Show share buttons");
    expect(byName(blog, "creater_name").label).toBe("Author");
  });
});
