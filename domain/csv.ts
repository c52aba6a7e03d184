// CSV as RFC 4180 writes it (comma separated, CRLF line ends, quotes doubled), for the files staff
// and visitors download: the loan schedule, the audit log.

/**
 * One field. `untrusted`: text someone else typed (a username, a record's title) that opens in a
 * spreadsheet, where a leading = + - @ would run as a formula (OWASP "CSV injection"): such a
 * field gets a leading apostrophe, which spreadsheets show as text.
 */
export function toCsvField(value: string, options: { untrusted?: boolean } = {}): string {
  const safe = options.untrusted && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of fields as one CSV text, a CRLF after every row. */
export function formatCsv(rows: ReadonlyArray<readonly string[]>, options: { untrusted?: boolean } = {}): string {
  return rows.map((row) => `${row.map((field) => toCsvField(field, options)).join(",")}\r\n`).join("");
}
