import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export interface AxeOptions {
  /**
   * Parts of the page that are not ours to check: a customer's document in the console's
   * sandboxed viewer, where axe cannot run (the sandbox forbids its script) and would wait forever.
   */
  exclude?: readonly string[];
}

/**
 * The serious and critical accessibility violations axe finds on the page as it stands, once the
 * menu's entrance animations and other finite transitions have ended: a colour measured halfway
 * through a fade is not the colour a visitor reads.
 */
export async function getSeriousAxeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  // Only violations are read: asking axe for nothing else (no passes, no incomplete, no
  // inapplicable lists) halves its time on a page (4.3 s against 7.0 s on the bank's home, 6.8 s
  // against 18 s on the branches page, on a loaded 2-core machine), and every rule still runs.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

export async function expectNoSeriousAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  expect(await getSeriousAxeViolations(page, options)).toEqual([]);
}
