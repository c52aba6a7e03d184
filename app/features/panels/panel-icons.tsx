import type { SnackbarType } from "#domain/snackbar.ts";

const base = {
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

const PATHS: Record<SnackbarType, string> = {
  Success: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6",
  Information: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01",
  Error: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6",
  Warning: "M12 3l10 18H2L12 3zM12 10v5M12 18h.01",
};

/** The icon of a snackbar type (spec §2). */
export function SnackbarIcon({ type }: { type: SnackbarType }) {
  return (
    <svg {...base} className="snackbar__icon">
      <path d={PATHS[type]} />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...base} width={20} height={20}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
