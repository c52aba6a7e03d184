import type { EntityIcon } from "#domain/navigation.ts";

interface IconProps {
  className?: string;
}

/** Every line icon's drawing: a 24-unit grid stroked in the text's colour, hidden from screen readers (the control's name says it). */
export const LINE_ICON = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

const base = { ...LINE_ICON, width: 20, height: 20, strokeWidth: 1.8 } as const;

/** A cross, on the buttons that close a notice or a panel. */
export function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...LINE_ICON} strokeWidth={2} width={size} height={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

const ENTITY_PATHS: Record<EntityIcon, string> = {
  holding: "M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6M9 10h.01M15 10h.01",
  bank: "M3 10h18L12 4 3 10zM5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18",
  moneyBureau: "M4 7h13l-3-3M20 17H7l3 3M8 12h8",
  discountHouse: "M4 19l5-6 4 3 7-9M15 7h5v5",
  properties: "M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5",
};

/** The icon of a group company's tab. */
export function EntityIconView({ icon, className }: IconProps & { icon: EntityIcon }) {
  return (
    <svg {...base} className={className}>
      <path d={ENTITY_PATHS[icon]} />
    </svg>
  );
}

export function ChevronDown({ className }: IconProps) {
  return (
    <svg {...base} width={14} height={14} className={className}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg {...base} width={24} height={24}>
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** Flags of spec §3 languages: the United Kingdom for English, Malawi for Chichewa. */
export function Flag({ flag }: { flag: "gb" | "mw" }) {
  if (flag === "mw") {
    return (
      <svg width={20} height={14} viewBox="0 0 30 20" aria-hidden focusable={false} className="flag">
        <rect width="30" height="20" fill="#339e35" />
        <rect width="30" height="13.33" fill="#ce1126" />
        <rect width="30" height="6.67" fill="#000" />
        <path d="M9 6.67a6 6 0 0 1 12 0z" fill="#ce1126" />
      </svg>
    );
  }
  return (
    <svg width={20} height={14} viewBox="0 0 60 40" aria-hidden focusable={false} className="flag">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}

const SOCIAL_PATHS = {
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z",
  x: "M4 4l16 16M20 4L4 20",
  linkedin: "M4 9h4v11H4zM6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v2c1-2 6-2 6 2v7h-4v-6c0-2-2-2-2 0v6h-4z",
  youtube: "M3 8c0-2 1-3 3-3h12c2 0 3 1 3 3v8c0 2-1 3-3 3H6c-2 0-3-1-3-3zM10 9v6l5-3z",
} as const;
export type SocialNetwork = keyof typeof SOCIAL_PATHS;

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg {...base}>
      <path d={SOCIAL_PATHS[network]} />
    </svg>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <span className="spinner" role="status">
      <span className="spinner__ring" aria-hidden />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
