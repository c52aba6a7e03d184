import { describe, expect, it } from "vitest";
import {
  arrangeNews,
  getFadeInDelay,
  getFeaturedBlogs,
  getNewsPage,
  NEWS_PAGE_SIZE,
  parsePageNumber,
  sortBlogsNewestFirst,
  toBlogCard,
  toBlogSummary,
} from "./news.ts";
import type { Blog } from "./schemas/blog.ts";

function blog(id: string, publishedAt: string, options: { featured?: boolean; sites?: Blog["sites"]; createdAt?: string } = {}): Blog {
  return {
    id,
    created_at: options.createdAt ?? "2025-01-01T00:00:00.000Z",
    title: { en: `Title ${id}`, ny: `Mutu ${id}` },
    content: { en: `<p>${id}</p>`, ny: `<p>${id}</p>` },
    summary: { en: `Summary ${id}`, ny: `Chidule ${id}` },
    published_at: publishedAt,
    image_cover_url: `/content/images/${id}.jpg`,
    image_cover_alt: null,
    createrId: null,
    creater_name: "Communications Team",
    featured: options.featured ?? false,
    readingTime: 3,
    showSocialIcons: true,
    shareTitle: { en: `Share ${id}`, ny: `Gawani ${id}` },
    shareDiscription: { en: "Description", ny: "Kufotokoza" },
    sites: options.sites ?? ["holding", "bank"],
  };
}

describe("news lists (spec §2-§4)", () => {
  it("sorts newest first by publication, then by creation", () => {
    const older = blog("a", "2024-05-01");
    const newer = blog("b", "2025-02-01T09:00:00+02:00");
    const sameDayLater = blog("c", "2024-05-01", { createdAt: "2025-01-02T00:00:00.000Z" });
    expect(sortBlogsNewestFirst([older, newer, sameDayLater]).map((item) => item.id)).toEqual(["b", "c", "a"]);
  });

  it("finds the featured blogs, newest first", () => {
    const list = [blog("a", "2024-01-01", { featured: true }), blog("b", "2025-01-01"), blog("c", "2025-03-01", { featured: true })];
    expect(getFeaturedBlogs(list).map((item) => item.id)).toEqual(["c", "a"]);
  });

  it("shows a sub-site's featured articles first, then the others, each newest first", () => {
    const list = [
      blog("old-featured", "2023-01-01", { featured: true }),
      blog("new", "2025-06-01"),
      blog("bank-only", "2025-07-01", { sites: ["bank"] }),
      blog("newer-featured", "2024-01-01", { featured: true }),
      blog("mid", "2024-06-01"),
    ];
    expect(arrangeNews(list, "holding").map((item) => item.id)).toEqual(["newer-featured", "old-featured", "new", "mid"]);
    expect(arrangeNews(list, "bank")[2]!.id).toBe("bank-only");
  });

  it("cuts 8 to a page, clamping the page number", () => {
    const list = Array.from({ length: 19 }, (_, index) => index);
    expect(NEWS_PAGE_SIZE).toBe(8);
    expect(getNewsPage(list, 1)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7], page: 1, pageCount: 3, total: 19 });
    expect(getNewsPage(list, 3).items).toEqual([16, 17, 18]);
    expect(getNewsPage(list, 9).page).toBe(3);
    expect(getNewsPage([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it("reads ?page= as a whole number from 1", () => {
    expect(parsePageNumber("2")).toBe(2);
    expect(parsePageNumber(null)).toBe(1);
    expect(parsePageNumber("0")).toBe(1);
    expect(parsePageNumber("-3")).toBe(1);
    expect(parsePageNumber("two")).toBe(1);
    expect(parsePageNumber("1e9")).toBe(1);
  });

  it("fades each card in 0.1 s times its position", () => {
    expect([0, 1, 2, 7].map(getFadeInDelay)).toEqual([0, 0.1, 0.2, 0.7]);
  });

  it("makes the display form: title, date with the month in the visitor's language, cover, author, featured", () => {
    const card = toBlogCard(blog("a", "2020-08-03T08:00:00Z", { featured: true }), "ny", 3);
    expect(card).toMatchObject({
      title: "Mutu a",
      summary: "Chidule a",
      date: { day: 3, month: "Ogasiti", year: 2020 },
      coverPhoto: "/content/images/a.jpg",
      author: "Communications Team",
      featured: true,
      fadeInDelay: 0.3,
    });
    expect(toBlogCard(blog("a", "2020-08-03"), "en", 0).date.month).toBe("August");
  });

  it("drops the HTML for lists", () => {
    const summary = toBlogSummary(blog("a", "2020-08-03"));
    expect("content" in summary).toBe(false);
    expect(toBlogSummary(summary)).toBe(summary);
  });
});
