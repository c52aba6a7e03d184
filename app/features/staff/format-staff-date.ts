/** A date and time as the console shows it: Malawi's time, English words (`23 Nov 2026, 14:05`). */
export function formatStaffDateTime(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Africa/Blantyre",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** A day as the console shows it: Malawi's date, English words (`23 Nov 2026`). */
export function formatStaffDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Blantyre", day: "numeric", month: "short", year: "numeric" }).format(
    new Date(iso),
  );
}
