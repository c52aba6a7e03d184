import { describe, expect, it } from "vitest";
import { ComplaintReferenceSchema, getComplaintAgeBand, getComplaintRespondBy, isComplaintOverdue } from "./complaint.ts";

describe("complaint deadlines (ADR 059)", () => {
  it("counts working days in Malawi time, skipping weekends and holidays", () => {
    // Friday 18 December 2026 at 23:30 in Blantyre is still the 18th (21:30 UTC).
    expect(getComplaintRespondBy(new Date("2026-12-18T21:30:00Z"), 10)).toBe("2027-01-06");
    // Saturday 19 December in Blantyre (22:30 UTC on the 18th): the same ten days, counted from Saturday.
    expect(getComplaintRespondBy(new Date("2026-12-18T22:30:00Z"), 10)).toBe("2027-01-06");
    // A plain fortnight without holidays: Monday 2 March 2026 to Monday 16 March (Martyrs' Day, 3 March, skipped: Tuesday 17).
    expect(getComplaintRespondBy(new Date("2026-03-02T08:00:00Z"), 10)).toBe("2026-03-17");
  });

  it("counts a holiday staff entered as a non-working day", () => {
    // Entered for Tuesday 10 March 2026 (a declared day): the answer-by date moves one working day on.
    const declared = { date: "2026-03-10" as const, name: { en: "Declared holiday", ny: "Tchuthi cholengezedwa" } };
    expect(getComplaintRespondBy(new Date("2026-03-09T08:00:00Z"), 10)).toBe("2026-03-23");
    expect(getComplaintRespondBy(new Date("2026-03-09T08:00:00Z"), 10, [declared])).toBe("2026-03-24");
  });

  it("calls a complaint overdue only the day after its date, and never once answered or closed", () => {
    expect(isComplaintOverdue("received", "2027-01-06", new Date("2027-01-06T21:59:00Z"))).toBe(false);
    expect(isComplaintOverdue("in_progress", "2027-01-06", new Date("2027-01-06T22:00:00Z"))).toBe(true);
    expect(isComplaintOverdue("answered", "2027-01-06", new Date("2027-02-01T08:00:00Z"))).toBe(false);
    expect(isComplaintOverdue("closed", "2027-01-06", new Date("2027-02-01T08:00:00Z"))).toBe(false);
  });

  it("bands a complaint's age in working days", () => {
    const received = new Date("2026-12-18T08:00:00Z");
    expect(getComplaintAgeBand(received, new Date("2027-01-06T08:00:00Z"))).toBe("0-10");
    expect(getComplaintAgeBand(received, new Date("2027-01-07T08:00:00Z"))).toBe("11-20");
    expect(getComplaintAgeBand(received, received)).toBe("0-10");
  });

  it("reads a reference as typed", () => {
    expect(ComplaintReferenceSchema.parse(" cmp-wxyz-2345 ")).toBe("CMP-WXYZ-2345");
    expect(ComplaintReferenceSchema.safeParse("CMP-WXYZ-1234").success).toBe(false);
    expect(ComplaintReferenceSchema.safeParse("AO-WXYZ-2345").success).toBe(false);
  });
});
