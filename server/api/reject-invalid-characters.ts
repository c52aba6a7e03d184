import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from "fastify";
import { HttpError } from "../http-error.ts";

/**
 * Where in a value read from the network (a parsed JSON body, a query, path parameters) the first
 * string that no database text column can hold sits: a NUL character (PostgreSQL refuses it) or
 * half of a UTF-16 surrogate pair (not Unicode at all). Keys count as strings too. Iterative, so a
 * deeply nested body cannot exhaust the stack; undefined when every string is fine.
 */
export function findInvalidString(value: unknown, root: string): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes("\u0000") || !current.isWellFormed()) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) stack.push({ value: current[index], path: `${path}.${index}` });
    } else if (current !== null && typeof current === "object") {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes("\u0000") || !key.isWellFormed()) return path;
        stack.push({ value: inner, path: `${path}.${key}` });
      }
    }
  }
  return undefined;
}

const rejectInvalidCharacters: preValidationHookHandler = async function (request: FastifyRequest) {
  const field =
    findInvalidString(request.params, "path") ?? findInvalidString(request.query, "query") ?? findInvalidString(request.body, "body");
  if (field !== undefined) {
    throw new HttpError(400, `${field}: must not contain NUL characters or unpaired surrogates`, { code: "invalid_characters" });
  }
};

/**
 * Every route refuses strings the database cannot store, with 400 `invalid_characters`, instead
 * of letting them reach PostgreSQL and fail there (ADR 034). It runs before the schema validation,
 * after the route's own preValidation hooks: a route that authenticates there answers 401 first.
 */
export function registerInvalidCharacterCheck(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const own = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
    route.preValidation = [...own, rejectInvalidCharacters];
  });
}
