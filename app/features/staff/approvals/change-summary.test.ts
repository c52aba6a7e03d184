import { describe, expect, it } from "vitest";
import type { PendingChange } from "#domain/content/approvals.ts";
import { getChangeCollectionTitle, getChangeKind, getChangeTitle, isOwnChange } from "./change-summary.ts";

const change = (overrides: Partial<PendingChange>): PendingChange => ({
  id: "00000000-0000-4000-8000-000000000001",
  collection: "loans",
  record_id: "00000000-0000-4000-8000-000000000002",
  action: "update",
  record: { title: { en: "Salary advance", ny: "Ngongole ya malipiro" } },
  base_version: 2,
  maker: "chisomo",
  created_at: "2026-11-29T05:00:00.000Z",
  status: "pending",
  checker: null,
  decided_at: null,
  reason: null,
  ...overrides,
});

describe("how the Approvals screen names a change", () => {
  it("names each kind of change as the editor reads it", () => {
    expect(getChangeKind(change({ action: "create" }))).toBe("new");
    expect(getChangeKind(change({ action: "update" }))).toBe("change");
    expect(getChangeKind(change({ action: "delete" }))).toBe("delete");
    expect(getChangeKind(change({ action: "update", restore_version: 1 }))).toBe("restore");
    expect(getChangeKind(change({ action: "create", record: { batch: [{ currency_code: "USD", buying: 1, selling: 2 }] } }))).toBe(
      "todays_rates",
    );
  });

  it("titles a record by its English title, and today's rates by their count and source", () => {
    expect(getChangeTitle(change({}))).toBe("Salary advance");
    const batch = [
      { currency_code: "USD", source: "bank", buying: 1, selling: 2 },
      { currency_code: "GBP", source: "bank", buying: 1, selling: 2 },
    ];
    expect(getChangeTitle(change({ collection: "money_bureau_exchange_rates", record: { batch } }))).toBe("2 bank exchange rates");
  });

  it("names the collection as the content dashboard does, and an unknown one by its name", () => {
    expect(getChangeCollectionTitle(change({ collection: "money_bureau_exchange_rates" }))).toBe("Exchange rates");
    expect(getChangeCollectionTitle(change({ collection: "gone_collection" }))).toBe("gone_collection");
  });

  it("knows the maker's own change by username, and nobody's when no one is signed in", () => {
    expect(isOwnChange(change({}), "chisomo")).toBe(true);
    expect(isOwnChange(change({}), "thoko")).toBe(false);
    expect(isOwnChange(change({}), undefined)).toBe(false);
  });
});
