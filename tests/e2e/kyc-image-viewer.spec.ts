import sharp from "sharp";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { expect, newAccountNumber, test, waitForHydration } from "./fixtures.ts";
import { createKycRecord } from "./kyc-api.ts";
import { createStaffAccount, signIn } from "./staff-api.ts";

// Issue 24: a KYC officer's image viewer zooms and turns a customer's photo (buttons with names,
// and keys on the viewer), and says it is loading instead of showing a blank frame. The photo
// stays in its sandboxed frame (ADR 040).

const VIEWER = { exclude: ["iframe.staff-viewer"] };

test.describe("the KYC image viewer", () => {
  test("an officer waits for a photo with a loading line, then zooms and turns it by mouse and keyboard", async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    // A landscape photo of an ID card, as a phone takes it.
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#0b3b7a" } })
      .png()
      .toBuffer();
    const accountNumber = newAccountNumber();
    const id = await createKycRecord(
      request,
      { username: "chikondi.banda@example.mw", accountName: "Chikondi Banda", accountNumber },
      () => ({
        name: "id-card.png",
        mimeType: "image/png",
        buffer: photo,
      }),
    );
    await signIn(page, await createStaffAccount(request, "kyc_officer"));
    // The photo arrives slowly, as over a busy connection: the viewer says so meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/staff/kyc/${id}/documents/0`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/staff/kyc/${id}`);
    await waitForHydration(page);
    const viewer = page.getByRole("region", { name: /^KYC Update Form .* Accounts: / });
    await expect(viewer.getByRole("status")).toHaveText("Loading the image…");
    await expect(viewer).toHaveAttribute("aria-busy", "true");
    release();
    await expect(viewer.getByRole("status")).toHaveCount(0);
    await expect(viewer).toHaveAttribute("aria-busy", "false");
    const frame = page.locator("iframe.staff-viewer");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(frame).toBeVisible();

    // Fitted at first: the frame fills the viewer.
    const tools = page.getByRole("group", { name: /^Zoom and turn KYC Update Form .* Accounts$/ });
    const state = tools.locator("[aria-live]");
    await expect(state).toHaveText("100 %");
    const inner = await viewer.evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }));
    const box = async () => (await frame.boundingBox())!;
    expect(Math.abs((await box()).width - inner.width)).toBeLessThanOrEqual(2);

    // Zoom in with the mouse: half as large again, and the viewer scrolls.
    await tools.getByRole("button", { name: "Zoom in" }).click();
    await expect(state).toHaveText("150 %");
    await expect.poll(async () => Math.round((await box()).width)).toBe(Math.round(inner.width * 1.5));
    expect(await viewer.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    // Turn right by keyboard: Tab to the button, Enter. The frame is laid out with its sides
    // swapped and turned a quarter, so the photo stands upright in the viewer.
    const rotateRight = tools.getByRole("button", { name: "Rotate right" });
    await rotateRight.focus();
    await page.keyboard.press("Enter");
    await expect(state).toHaveText("150 %, turned 90° right");
    expect(await frame.evaluate((element: HTMLIFrameElement) => [element.offsetWidth, element.offsetHeight])).toEqual([
      inner.height,
      inner.width,
    ]);
    await expect(frame).toHaveCSS("transform", /^matrix\(/);

    // Keys on the viewer itself: 0 fits, minus zooms out, Shift+R turns back.
    await viewer.focus();
    await page.keyboard.press("0");
    await expect(state).toHaveText("100 %, turned 90° right");
    await page.keyboard.press("Shift+R");
    await expect(state).toHaveText("100 %");
    await page.keyboard.press("-");
    await expect(state).toHaveText("75 %");
    await expect.poll(async () => Math.round((await box()).width)).toBe(Math.round(inner.width * 0.75));
    await page.keyboard.press("-");
    await expect(state).toHaveText("50 %");
    await expect(tools.getByRole("button", { name: "Zoom out" })).toHaveAttribute("aria-disabled", "true");
    await expectNoSeriousAxeViolations(page, VIEWER);
    // The sandbox at work: the browser reports that nothing may run inside the viewed photo.
    const sandboxed = (text: string) => text.startsWith("Blocked script execution") && text.includes("/documents/");
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !sandboxed(text)));
  });
});
