import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CareItem } from "#domain/content/care-carousel.ts";
import { selectRunningPromotions } from "#domain/content/home.ts";
import type { Banner } from "#domain/content/schemas/banner.ts";
import type { Blog } from "#domain/content/schemas/blog.ts";
import type { Promotion } from "#domain/content/schemas/promotion.ts";
import { getHomeData } from "./home-data.ts";

/** The sample content with the ids and creation times the API adds. */
function sample<T>(name: string): T[] {
  const records = JSON.parse(readFileSync(new URL(`../../../content/collections/${name}.json`, import.meta.url), "utf8")) as object[];
  return records.map(
    (record, index) => ({ ...record, id: `${name}-${index}`, created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString() }) as T,
  );
}

const collections = {
  banners: sample<Banner>("banners"),
  promotions: sample<Promotion>("promotions"),
  blogs: sample<Blog>("blogs"),
  cares: sample<CareItem>("cares"),
};
const NOW = Date.parse("2026-11-22T08:00:00.000Z");

describe("getHomeData", () => {
  it("gives the holding company's home its banners in order, its promotions, its three latest articles without HTML and the care items", () => {
    const data = getHomeData("holding", collections, NOW);
    expect(data.site).toBe("holding");
    expect(data.banners.map((banner) => banner.title.en)).toEqual([
      "One group, five ways to serve Malawi",
      "FDH Cares",
      "Listed on the Malawi Stock Exchange since 2020",
    ]);
    expect(data.promotions.every((promotion) => promotion.site === "holding")).toBe(true);
    expect(data.blogs.map((blog) => blog.title.en)).toEqual([
      "FDH Bank opens a new branch in Chitipa",
      "FDH Cares donates 600 desks to primary schools in Mzimba",
      "Six years on the Malawi Stock Exchange",
    ]);
    expect(data.blogs.some((blog) => "content" in blog)).toBe(false);
    expect(data.cares).toHaveLength(collections.cares.length);
    expect(data.now).toBe(NOW);
  });

  it("sends no articles or care items to homes that do not show them", () => {
    for (const site of ["moneyBureau", "discountHouse", "properties"] as const) {
      const data = getHomeData(site, collections, NOW);
      expect(data.blogs).toEqual([]);
      expect(data.cares).toEqual([]);
      expect(data.banners.length).toBeGreaterThan(0);
      expect(data.banners.every((banner) => banner.site === site)).toBe(true);
    }
    expect(getHomeData("bank", collections, NOW).cares).toEqual([]);
  });

  it("gives every sub-site at least one promotion running on 22 November 2026 in the sample content", () => {
    for (const site of ["holding", "bank", "moneyBureau", "discountHouse", "properties"] as const) {
      expect(selectRunningPromotions(getHomeData(site, collections, NOW).promotions, site, NOW).length, site).toBeGreaterThan(0);
    }
  });
});
