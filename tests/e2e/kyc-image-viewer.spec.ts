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
    await page.route(
      (url) => url.pathname === `/api/staff/kyc/${id}/documents/0`,
      async (route) => {
        await held;
        await route.continue();
      },
    );
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

  test("on a phone the tools keep one row, a small photo sits in the middle at every zoom, and a large one zoomed can be scrolled to each edge", async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    // The first document a small photo, the second a large one.
    const small = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#0b3b7a" } })
      .png()
      .toBuffer();
    const large = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#b8860b" } })
      .png()
      .toBuffer();
    const id = await createKycRecord(
      request,
      { username: "mphatso.phiri@example.mw", accountName: "Mphatso Phiri", accountNumber: newAccountNumber() },
      (index) => ({ name: `photo-${index}.png`, mimeType: "image/png", buffer: index === 0 ? small : large }),
    );
    await signIn(page, await createStaffAccount(request, "kyc_officer"));
    await page.goto(`/staff/kyc/${id}`);
    await waitForHydration(page);
    const viewer = page.getByRole("region", { name: /^KYC Update Form .* Accounts: / });
    const frame = page.locator("iframe.staff-viewer");
    await expect(frame).toHaveAttribute("data-loaded", "true");
    const tools = page.getByRole("group", { name: /^Zoom and turn KYC Update Form .* Accounts$/ });
    const state = tools.locator("[aria-live]");

    // One row: every button shares a top, each a 44-pixel target.
    const buttons = await tools
      .getByRole("button")
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    expect(buttons).toHaveLength(5);
    expect(new Set(buttons.map((box) => Math.round(box.top))).size).toBe(1);
    for (const box of buttons) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await tools.getByRole("button", { name: "Rotate right" }).click();
    await expect(state).toHaveText("100 %, turned 90° right");
    const turned = await tools
      .getByRole("button")
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(turned).size).toBe(1);
    await tools.getByRole("button", { name: "Rotate left" }).click();
    await expect(state).toHaveText("100 %");

    /** The viewer's visible middle, and the photo's: its place in the frame's page, carried onto the frame as drawn. */
    const centres = async () => {
      const view = await viewer.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { x: box.left + element.clientLeft + element.clientWidth / 2, y: box.top + element.clientTop + element.clientHeight / 2 };
      });
      const inFrame = await page
        .frameLocator("iframe.staff-viewer")
        .locator("img")
        .evaluate((image) => {
          const box = image.getBoundingClientRect();
          return { x: (box.left + box.width / 2) / innerWidth, y: (box.top + box.height / 2) / innerHeight };
        });
      const drawn = (await frame.boundingBox())!;
      return { view, photo: { x: drawn.x + inFrame.x * drawn.width, y: drawn.y + inFrame.y * drawn.height } };
    };
    const expectPhotoInTheMiddle = async () => {
      const { view, photo } = await centres();
      expect(Math.abs(photo.x - view.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(photo.y - view.y)).toBeLessThanOrEqual(2);
    };
    // The small photo is in the middle at 100 %, zoomed out, and zoomed in past the viewer's size.
    await expectPhotoInTheMiddle();
    await viewer.focus();
    await page.keyboard.press("-");
    await expect(state).toHaveText("75 %");
    await expectPhotoInTheMiddle();
    await page.keyboard.press("0");
    for (const shown of ["150 %", "200 %", "300 %", "400 %"]) {
      await page.keyboard.press("+");
      await expect(state).toHaveText(shown);
      await expectPhotoInTheMiddle();
    }
    await expectNoSeriousAxeViolations(page, VIEWER);

    // The large photo: whole at 100 %, and at 400 % every edge can be scrolled to.
    await page.getByRole("button", { name: "View National ID/Passport" }).click();
    const second = page.getByRole("region", { name: /^National ID\/Passport: / });
    await expect(frame).toHaveAttribute("data-loaded", "true");
    const photoBox = async () => {
      const inFrame = await page
        .frameLocator("iframe.staff-viewer")
        .locator("img")
        .evaluate((image) => {
          const box = image.getBoundingClientRect();
          return {
            left: box.left / innerWidth,
            top: box.top / innerHeight,
            right: box.right / innerWidth,
            bottom: box.bottom / innerHeight,
          };
        });
      const drawn = (await frame.boundingBox())!;
      return {
        left: drawn.x + inFrame.left * drawn.width,
        top: drawn.y + inFrame.top * drawn.height,
        right: drawn.x + inFrame.right * drawn.width,
        bottom: drawn.y + inFrame.bottom * drawn.height,
      };
    };
    // What the viewer shows: its scrolling box, as wide and tall as its scroll range allows
    // (scroll bars that take no room in a headless browser still count in clientWidth).
    const visible = () =>
      second.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const { scrollLeft, scrollTop } = element;
        element.scrollTo(element.scrollWidth, element.scrollHeight);
        const width = element.scrollWidth - element.scrollLeft;
        const height = element.scrollHeight - element.scrollTop;
        element.scrollTo(scrollLeft, scrollTop);
        const left = box.left + element.clientLeft;
        const top = box.top + element.clientTop;
        return { left, top, right: left + width, bottom: top + height };
      });
    const fitted = await photoBox();
    const area = await visible();
    expect(fitted.right - fitted.left).toBeGreaterThan((area.right - area.left) * 0.9);
    expect(fitted.left).toBeGreaterThanOrEqual(area.left - 1);
    expect(fitted.right).toBeLessThanOrEqual(area.right + 1);
    expect(fitted.top).toBeGreaterThanOrEqual(area.top - 1);
    expect(fitted.bottom).toBeLessThanOrEqual(area.bottom + 1);
    await second.focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("+");
    await expect(page.getByRole("group", { name: "Zoom and turn National ID/Passport" }).locator("[aria-live]")).toHaveText("400 %");
    // Scrolled to the far right and bottom, the frame's corner is the viewer's: the photo, which
    // fills the frame's width, shows its right edge, and lies within the frame.
    const drawnBox = async () => {
      const box = (await frame.boundingBox())!;
      return { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
    };
    await second.evaluate((element) => element.scrollTo(element.scrollWidth, element.scrollHeight));
    let view = await visible();
    let drawn = await drawnBox();
    let photo = await photoBox();
    expect(Math.abs(drawn.right - view.right)).toBeLessThanOrEqual(2);
    expect(Math.abs(drawn.bottom - view.bottom)).toBeLessThanOrEqual(2);
    expect(Math.abs(photo.right - view.right)).toBeLessThanOrEqual(2);
    // A landscape photo fitted to a tall frame has white above and below it, inside the frame.
    expect(photo.bottom).toBeLessThanOrEqual(drawn.bottom + 1);
    // And back to the start: the left and top edges too (centring cuts none of it off).
    await second.evaluate((element) => element.scrollTo(0, 0));
    view = await visible();
    drawn = await drawnBox();
    photo = await photoBox();
    expect(Math.abs(drawn.left - view.left)).toBeLessThanOrEqual(2);
    expect(Math.abs(drawn.top - view.top)).toBeLessThanOrEqual(2);
    expect(Math.abs(photo.left - view.left)).toBeLessThanOrEqual(2);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((text) => !(text.startsWith("Blocked script execution") && text.includes("/documents/"))),
    );
  });
});
