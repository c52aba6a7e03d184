import { describe, expect, it } from "vitest";
import { BranchInputSchema } from "./branch.ts";

const branch = {
  name: "Blantyre Branch",
  kind: "branch",
  region_id: 3,
  region_name: "Southern",
  email: "",
  phone: "+265111820000",
  latitude: -15.786,
  longtude: 35.005,
  address: "Victoria Avenue, Blantyre",
  opening_hours: { en: "Monday to Friday 08:00 to 15:00", ny: "Lolemba mpaka Lachisanu 08:00 mpaka 15:00" },
};

describe("a branch", () => {
  it("keeps the spec's wire name longtude", () => {
    expect(BranchInputSchema.parse(branch).longtude).toBe(35.005);
  });

  it("lies inside Malawi", () => {
    expect(BranchInputSchema.safeParse({ ...branch, latitude: -25.7 }).error?.issues[0]?.path).toEqual(["latitude"]);
    expect(BranchInputSchema.safeParse({ ...branch, longtude: 30 }).error?.issues[0]?.path).toEqual(["longtude"]);
  });

  it("names the region by the same number and name", () => {
    expect(BranchInputSchema.safeParse({ ...branch, region_id: 1, region_name: "Central" }).success).toBe(true);
    expect(BranchInputSchema.safeParse({ ...branch, region_id: 2 }).error?.issues[0]).toMatchObject({
      path: ["region_name"],
      message: "must match region_id (1 Central, 2 Northern, 3 Southern)",
    });
  });

  it("may have no e-mail, but not a malformed one", () => {
    expect(BranchInputSchema.safeParse({ ...branch, email: "blantyre@example.mw" }).success).toBe(true);
    expect(BranchInputSchema.safeParse({ ...branch, email: "not an email" }).success).toBe(false);
  });
});
