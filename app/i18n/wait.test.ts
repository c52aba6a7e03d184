import { describe, expect, it } from "vitest";
import { describeWait } from "./wait.ts";

describe("a wait as a person says it", () => {
  it("says seconds, minutes and hours in English, never less than the wait", () => {
    expect(describeWait(0.2, "en")).toBe("1 second");
    expect(describeWait(40, "en")).toBe("40 seconds");
    expect(describeWait(60, "en")).toBe("1 minute");
    expect(describeWait(65, "en")).toBe("1 minute and 5 seconds");
    expect(describeWait(599, "en")).toBe("9 minutes and 59 seconds");
    expect(describeWait(601, "en")).toBe("11 minutes");
    expect(describeWait(3600, "en")).toBe("1 hour");
    expect(describeWait(2 * 3600 + 29 * 60 + 1, "en")).toBe("2 hours and 30 minutes");
    expect(describeWait(86_395, "en")).toBe("24 hours");
  });

  it("says the same in Chichewa", () => {
    expect(describeWait(1, "ny")).toBe("sekondi imodzi");
    expect(describeWait(120, "ny")).toBe("mphindi 2");
    expect(describeWait(65, "ny")).toBe("mphindi imodzi ndi masekondi 5");
    expect(describeWait(3600, "ny")).toBe("ola limodzi");
    expect(describeWait(86_395, "ny")).toBe("maola 24");
  });
});
