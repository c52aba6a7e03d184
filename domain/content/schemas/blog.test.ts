import { describe, expect, it } from "vitest";
import { summarizeHtml } from "./blog.ts";

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
