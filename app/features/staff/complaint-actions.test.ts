import { describe, expect, it } from "vitest";
import type { StaffComplaint } from "#domain/complaints/complaint.ts";
import { getComplaintActions, getComplaintHistory, getEscalationTargets } from "./complaint-actions.ts";

const COMPLAINT: StaffComplaint = {
  id: "0c7a4b1e-3f7e-4a57-9d0a-1b2c3d4e5f60",
  reference: "CMP-ABCD-2345",
  status: "received",
  category: "atm",
  product: "Current account",
  branch_id: null,
  description: "The ATM kept my card.",
  attachments: [],
  submitted_at: "2026-12-18T08:00:00.000Z",
  respond_by: "2027-01-06",
  answer: null,
  answered_at: null,
  escalated_to: null,
  closed_at: null,
  username: "+265991112233",
  lang: "ny",
  assigned_to: null,
  escalation_note: null,
  overdue: false,
  updated_at: "2026-12-18T08:00:00.000Z",
};

describe("getComplaintActions", () => {
  it("offers a received complaint to be taken, answered, escalated or closed", () => {
    expect(getComplaintActions(COMPLAINT, "officer.one")).toEqual(["assign", "reply", "escalate", "close"]);
  });

  it("does not offer an officer the complaint they hold already", () => {
    const held = { ...COMPLAINT, status: "in_progress" as const, assigned_to: "officer.one" };
    expect(getComplaintActions(held, "officer.one")).toEqual(["reply", "escalate", "close"]);
    expect(getComplaintActions(held, "officer.two")).toEqual(["assign", "reply", "escalate", "close"]);
  });

  it("offers a closed complaint only an escalation, which reopens it, and nothing once with the Registrar", () => {
    const closed = { ...COMPLAINT, status: "closed" as const };
    expect(getComplaintActions(closed, "officer.one")).toEqual(["escalate"]);
    expect(getComplaintActions({ ...closed, escalated_to: "registrar" as const }, "officer.one")).toEqual([]);
  });
});

describe("getEscalationTargets", () => {
  it("goes to the internal appeal or the Registrar, then only to the Registrar", () => {
    expect(getEscalationTargets({ escalated_to: null })).toEqual(["internal_appeal", "registrar"]);
    expect(getEscalationTargets({ escalated_to: "internal_appeal" })).toEqual(["registrar"]);
    expect(getEscalationTargets({ escalated_to: "registrar" })).toEqual([]);
  });
});

describe("getComplaintHistory", () => {
  it("tells a new complaint's receipt only", () => {
    expect(getComplaintHistory(COMPLAINT)).toEqual([{ at: "18 Dec 2026, 10:00", text: "Received from the customer." }]);
  });

  it("tells the dated steps in order, then who holds it and where it was escalated", () => {
    const handled: StaffComplaint = {
      ...COMPLAINT,
      status: "closed",
      assigned_to: "officer.one",
      answered_at: "2026-12-21T07:30:00.000Z",
      closed_at: "2026-12-22T12:00:00.000Z",
      escalated_to: "internal_appeal",
      escalation_note: "The customer asked for an appeal.",
    };
    expect(getComplaintHistory(handled)).toEqual([
      { at: "18 Dec 2026, 10:00", text: "Received from the customer." },
      { at: "21 Dec 2026, 09:30", text: "Answer sent to the customer." },
      { at: "22 Dec 2026, 14:00", text: "Closed." },
      { at: undefined, text: "Assigned to officer.one." },
      { at: undefined, text: "Escalated to the bank's internal appeal. Note: The customer asked for an appeal." },
    ]);
  });
});
