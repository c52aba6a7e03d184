import { describe, expect, it } from "vitest";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

// Issue 24: the console's delete dialog says how long the bin keeps a record, from the operator's
// BIN_RETENTION_DAYS rather than a fixed "30 days"; it learns the number here.
describe.each(DRIVERS)("GET /api/staff/content/rules on %s", (driver) => {
  const server = useTestServer(driver, { env: { BIN_RETENTION_DAYS: "45" } });

  it("answers the bin's days as the operator set them, to staff only, never cached", async () => {
    const response = await server.app.inject({ url: "/api/staff/content/rules", headers: server.staff });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bin_retention_days: 45 });
    expect(response.headers["cache-control"]).toBe("private, no-store");

    const anonymous = await server.app.inject({ url: "/api/staff/content/rules" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });
});
