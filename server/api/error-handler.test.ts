import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "../http-error.ts";
import { registerErrorHandler } from "./error-handler.ts";

async function buildProbe() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/crash", async () => {
    throw new Error("connection to 10.0.0.5:5432 failed for user secret_user");
  });
  api.get("/conflict", async () => {
    throw new HttpError(409, "Already there");
  });
  api.post("/echo", { schema: { body: z.object({ person: z.object({ age: z.number().int() }) }) } }, async (request) => request.body);
  api.get(
    "/leak",
    { schema: { response: { 200: z.object({ name: z.string() }) } } },
    async () => ({ name: "x", password_hash: "scrypt$..." }) as { name: string },
  );
  await app.ready();
  return app;
}

describe("the one error handler", () => {
  it("hides a server fault behind a plain 500 with no stack or detail", async () => {
    const app = await buildProbe();
    const response = await app.inject({ url: "/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: "Internal server error", code: "internal" });
    expect(response.body).not.toMatch(/secret_user|10\.0\.0\.5|at /);
  });

  it("passes a caller's mistake through as { error }", async () => {
    const app = await buildProbe();
    expect((await app.inject({ url: "/conflict" })).json()).toEqual({ error: "Already there", code: "conflict" });
    const bad = await app.inject({ method: "POST", url: "/echo", payload: { person: { age: 1.5 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "body.person.age: Invalid input: expected int, received number", code: "invalid_request" });
    const notFound = await app.inject({ url: "/nowhere?x=1" });
    expect(notFound.json()).toEqual({ error: "Nothing at GET /nowhere", code: "not_found" });
  });

  it("answers only the fields the response schema names", async () => {
    const app = await buildProbe();
    expect((await app.inject({ url: "/leak" })).json()).toEqual({ name: "x" });
  });
});
