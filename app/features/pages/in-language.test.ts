import { describe, expect, it } from "vitest";
import { ABOUT, GROUP_VALUES } from "#content/pages/about-us.ts";
import { PROPERTY_SERVICES } from "#content/pages/services.ts";
import { inLanguage } from "#content/pages/types.ts";

describe("inLanguage (the copy a screen's loader sends)", () => {
  it("keeps one language of every text and leaves the rest as it is", () => {
    const bank = inLanguage(ABOUT.bank, "ny");
    expect(bank.vision).toBe(ABOUT.bank.vision.ny);
    expect(bank.intro).toEqual(ABOUT.bank.intro.map((paragraph) => paragraph.ny));
    expect(bank.image).toEqual({ src: ABOUT.bank.image.src, alt: ABOUT.bank.image.alt.ny });
    const [first] = inLanguage(PROPERTY_SERVICES, "en");
    expect(first).toMatchObject({
      id: PROPERTY_SERVICES[0]!.id,
      query: PROPERTY_SERVICES[0]!.query,
      title: PROPERTY_SERVICES[0]!.title.en,
    });
  });

  it("sends no text of the other language", () => {
    const sent = JSON.stringify(inLanguage({ about: ABOUT.holding, values: GROUP_VALUES }, "en"));
    expect(sent).not.toContain(GROUP_VALUES[0]!.text.ny);
    expect(sent).not.toContain(ABOUT.holding.vision.ny);
    expect(sent).toContain(ABOUT.holding.vision.en);
  });
});
