/**
 * Sent with a read the console makes by itself (a badge's count, asked again every minute): the
 * server does not count it as the person's activity, so a console left open on a desk still ends
 * its session when its owner has gone (ADR 070). A write always counts, whatever it sends.
 */
export const BACKGROUND_READ_HEADER = "staff-background-read";
