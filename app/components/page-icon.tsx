import type { PageIcon as PageIconName } from "#content/pages/types.ts";

// Line icons drawn on a 24-unit grid: a few hundred bytes in all, no image requests.
const PATHS: Record<PageIconName, string> = {
  savings: "M5 11a7 6 0 0 1 13-2h2v4h-2l-1 3v3h-3v-2h-4v2H7v-3a6 6 0 0 1-2-5zM12 7h3M16 11h.01",
  current: "M3 7h18v12H3zM3 11h18M7 15h4",
  fixedDeposit: "M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2",
  diaspora: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
  loan: "M4 20V10l8-6 8 6v10zM9 14h6M12 11v6",
  card: "M3 6h18v12H3zM3 10h18M6 15h5",
  sme: "M4 20V9h16v11zM9 9V5h6v4M4 14h16",
  exchange: "M5 8h13l-3-3M19 16H6l3 3",
  trade: "M3 16l2 4h14l2-4zM6 16V9h12v7M10 9V5h4v4",
  guarantee: "M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5",
  treasury: "M4 20h16M5 17l4-5 3 3 6-8M15 7h3v3",
  investment: "M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6",
  phone: "M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2",
  agent: "M3 9l2-5h14l2 5M4 9v11h16V9M3 9h18M9 20v-6h6v6",
  wallet: "M4 6h14v3M4 6v13h16V9H4M16 14h.01",
  freedom: "M12 21V11M12 11c0-4 3-7 7-7 0 4-3 7-7 7zM12 14c0-3-2-5-5-5 0 3 2 5 5 5z",
  laptop: "M5 5h14v10H5zM2 19h20l-2-4H4z",
  pos: "M7 2h10v20H7zM9 5h6v4H9zM9 12h.01M12 12h.01M15 12h.01M9 15h.01M12 15h.01M15 15h.01",
  insurance: "M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM12 8v8M8 12h8",
  bond: "M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h3",
  cash: "M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM6 10v4M18 10v4",
  building: "M5 21V4h10v17M15 9h4v12M3 21h18M8 8h4M8 12h4M8 16h4",
  handshake: "M2 12l4-4 4 2 4-2 4 2 4-2M6 8v6l5 4 3-2 4-3V8M10 14l2 2",
  education: "M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6",
  retirement: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3",
  key: "M14 10a4 4 0 1 0-3 3.9L13 16h2v2h2v2h3v-3l-6-6z",
  advice: "M4 5h16v11H9l-5 4zM8 9h8M8 12h5",
  valuation: "M4 20h16M12 4v16M5 8h14M5 8l-3 6a3 3 0 0 0 6 0zM19 8l-3 6a3 3 0 0 0 6 0z",
  clipboard: "M8 4h8v3H8zM6 5H5v16h14V5h-1M9 12l2 2 4-4M9 17h6",
};

/** A card's icon; decorative, since the card's title names it. */
export function PageIcon({ name, className }: { name: PageIconName; className?: string }) {
  return (
    <svg
      className={className}
      width={32}
      height={32}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
