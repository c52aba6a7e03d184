import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * The serious and critical accessibility violations axe finds on the page as it stands, once the
 * menu's entrance animations and other finite transitions have ended: a colour measured halfway
 * through a fade is not the colour a visitor reads.
 */
export async function getSeriousAxeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await getSeriousAxeViolations(page)).toEqual([]);
}
