import { describe, expect, it } from "vitest";
import { DocumentInputSchema } from "../content/schemas/document.ts";
import { ListQuerySchema } from "./paging.ts";
import { PromotionInputSchema } from "../content/schemas/promotion.ts";

describe("list queries", () => {
  it("default to 10 and allow 1 to 100", () => {
    expect(ListQuerySchema.parse({})).toEqual({ limit: 10 });
    expect(ListQuerySchema.parse({ limit: "100", last_created_at: "2025-03-01T08:00:00.000Z" })).toEqual({
      limit: 100,
      last_created_at: "2025-03-01T08:00:00.000Z",
    });
    for (const limit of ["0", "101", "2.5", "ten"]) expect(ListQuerySchema.safeParse({ limit }).success, limit).toBe(false);
    expect(ListQuerySchema.safeParse({ last_created_at: "yesterday" }).success).toBe(false);
  });

  it("refuse a cursor outside the years a record can have, which the database could not read", () => {
    for (const cursor of ["0000-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "9999-12-31T23:59:59-01:00"]) {
      expect(ListQuerySchema.safeParse({ last_created_at: cursor }).success, cursor).toBe(false);
    }
    for (const cursor of ["1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z"]) {
      expect(ListQuerySchema.safeParse({ last_created_at: cursor }).success, cursor).toBe(true);
    }
  });
});

describe("cross-field rules", () => {
  const document = {
    title: { en: "KYC form", ny: "Fomu ya KYC" },
    document_type_name: "KYC Form",
    site: "bank",
    file_url: "/content/files/kyc.pdf",
    file_size: 1000,
    mime_type: "application/pdf",
    published_at: "2025-01-01",
    kyc_account_type_name: "SME",
  };

  it("a KYC form names its account type, and only a KYC form does", () => {
    expect(DocumentInputSchema.safeParse(document).success).toBe(true);
    expect(DocumentInputSchema.safeParse({ ...document, kyc_account_type_name: undefined }).success).toBe(false);
    expect(
      DocumentInputSchema.parse({ ...document, document_type_name: "Notice", kyc_account_type_name: undefined }).kyc_account_type_name,
    ).toBeNull();
    expect(DocumentInputSchema.safeParse({ ...document, document_type_name: "Notice" }).success).toBe(false);
  });

  it("a promotion does not end before it starts", () => {
    const promotion = {
      title: { en: "Save", ny: "Sungani" },
      description: { en: "Save more", ny: "Sungani zambiri" },
      image_cover_url: "/content/images/p.jpg",
      link_href: "/fdhbankplc/home",
      site: "bank",
      starts_at: "2025-01-01",
      ends_at: "2025-12-31",
    };
    expect(PromotionInputSchema.safeParse(promotion).success).toBe(true);
    expect(PromotionInputSchema.safeParse({ ...promotion, ends_at: "2024-12-31" }).error?.issues[0]?.path).toEqual(["ends_at"]);
  });
});
