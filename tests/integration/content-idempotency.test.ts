import { describe, expect, it } from "vitest";
import { makeInput } from "#tests/support/content-factories.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

describe.each(DRIVERS)("Idempotency-Key on content creates on %s", (driver) => {
  const server = useTestServer(driver);

  const create = (payload: unknown, key?: string) =>
    server.app.inject({
      method: "POST",
      url: "/api/teams",
      payload: payload as object,
      headers: { ...server.staff, ...(key ? { "idempotency-key": key } : {}) },
    });
  const countTeams = async () => (await server.app.inject({ method: "GET", url: "/api/teams?limit=100" })).json<unknown[]>().length;

  it("saves a create whose answer was lost once, and answers the retry with the same record", async () => {
    const before = await countTeams();
    const input = makeInput("teams");
    const first = await create(input, "retry-team-0001");
    expect(first.statusCode, first.body).toBe(201);
    const retry = await create(input, "retry-team-0001");
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers.location).toBe(first.headers.location);
    expect(await countTeams()).toBe(before + 1);
  });

  it("refuses the same key with a different body, saving nothing", async () => {
    const before = await countTeams();
    const input = makeInput("teams");
    expect((await create(input, "retry-team-0002")).statusCode).toBe(201);
    const other = await create({ ...input, name: `${String((input as { name?: string }).name ?? "x")} Jr` }, "retry-team-0002");
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: "idempotency_key_reused" });
    expect(await countTeams()).toBe(before + 1);
  });

  it("saves one record for simultaneous retries with one key", async () => {
    const before = await countTeams();
    const input = makeInput("teams");
    const answers = await Promise.all([1, 2, 3].map(() => create(input, "retry-team-0003")));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    expect(await countTeams()).toBe(before + 1);
  });

  it("creates anew without a key, and refuses a key that is not a key", async () => {
    const input = makeInput("teams");
    const a = await create(input);
    const b = await create(input);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json<{ id: string }>().id).not.toBe(b.json<{ id: string }>().id);
    expect((await create(input, "short")).statusCode).toBe(400);
  });
});
