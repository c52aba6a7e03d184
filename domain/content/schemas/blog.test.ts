import { describe, expect, it } from "vitest";
import { BlogInputSchema, estimateReadingMinutes, summarizeHtml } from "./blog.ts";

describe("a blog's summary made from its content", () => {
  it("is the text with tags as spaces, cut at a word", () => {
    expect(summarizeHtml("<p>Agents&nbsp;open</p><p>on <b>Saturdays</b></p>")).toBe("Agents open on Saturdays");
    expect(summarizeHtml(`<p>${"word ".repeat(100)}</p>`, 20)).toBe("word word word word…");
  });

  it("never cuts an emoji in half (a lone surrogate cannot be stored)", () => {
    for (const text of ["😀".repeat(300), `a${"😀".repeat(300)}`, `word ${"😀".repeat(300)}`]) {
      const summary = summarizeHtml(`<p>${text}</p>`);
      expect(summary.isWellFormed(), summary).toBe(true);
    }
    expect(summarizeHtml(`<p>${"😀".repeat(300)}</p>`)).toBe("😀…");
  });

  it("keeps a '<' with no '>' after it as text, in one pass over 100,000 of them", () => {
    const started = performance.now();
    expect(summarizeHtml(`<p>a</p>${"<".repeat(100_000)}`)).toBe("a…");
    expect(performance.now() - started).toBeLessThan(200);
    expect(summarizeHtml("<p>Agents</p> <<")).toBe("Agents <<");
  });
});

describe("what an editor need not type for an article", () => {
  const article = {
    title: { en: "Agents open on Saturdays", ny: "Ma agent amatsegula Loweruka" },
    content: { en: `<p>${"word ".repeat(900)}</p>`, ny: "<p>Mawu.</p>" },
    published_at: "2026-11-28",
    image_cover_url: "/media/cover.png",
    creater_name: "FDH Communications",
    featured: false,
    showSocialIcons: true,
  };

  it("is derived when left out: the reading time from the English text, the share texts from the title and summary", () => {
    const blog = BlogInputSchema.parse(article);
    expect(blog.readingTime).toBe(5);
    expect(blog.shareTitle).toEqual(article.title);
    expect(blog.shareDiscription).toEqual(blog.summary);
    expect(blog.summary.ny).toBe("Mawu.");
  });

  it("is kept as the editor gave it", () => {
    const given = { readingTime: 2, shareTitle: { en: "Share", ny: "Gawani" }, shareDiscription: { en: "Why", ny: "Chifukwa" } };
    expect(BlogInputSchema.parse({ ...article, ...given })).toMatchObject(given);
  });

  it("takes a minute at least", () => {
    expect(estimateReadingMinutes("<p>Short.</p>")).toBe(1);
  });
});
