import type { SnackbarType } from "#domain/snackbar.ts";
import { LINE_ICON } from "#app/components/icons.tsx";

const base = { ...LINE_ICON, width: 24, height: 24, strokeWidth: 2 } as const;

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
