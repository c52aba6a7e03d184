import { existsSync } from "node:fs";

// Debian's Chromium, as the tests and benchmarks launch it: no browser downloads here, and no
// background traffic of its own to disturb what is measured.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser the tests drive: Debian's Chromium headless shell (package chromium-headless-shell),
 * the same engine without the full browser around it, which Playwright itself runs headless tests
 * in. It did the route suite in 2.8 minutes against 4.2 with the full browser, on one quiet 2-core
 * machine (ADR 007). The full browser serves where the shell is not installed, and the benchmarks
 * keep it: they measure what a visitor's browser does. `CHROMIUM_PATH` names another for both.
 */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
