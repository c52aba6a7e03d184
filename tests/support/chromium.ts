// Debian's Chromium, as the tests and benchmarks launch it: no browser downloads here, and no
// background traffic of its own to disturb what is measured.
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
