import type { EventEmitter } from "node:events";

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * `method` of `target` counting its failures (a rejected promise or an error to its callback),
 * the caller still seeing them as before.
 */
function countFailures(target: object, method: string, onFailure: () => void): void {
  const original = (target as Record<string, AnyFunction>)[method];
  if (typeof original !== "function") return;
  (target as Record<string, AnyFunction>)[method] = function (this: unknown, ...args: unknown[]) {
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        if (error) onFailure();
        return (last as AnyFunction)(error, ...rest);
      };
    }
    const result = original.apply(this, args);
    // A branch of its own: the caller's promise still rejects for the caller to handle.
    if (result instanceof Promise) result.then(undefined, onFailure);
    return result;
  };
}

/**
 * Counts the queries that fail, for the metrics (ADR 050). node-postgres: every query runs on a
 * pool client (`pool.query` checks one out), so each client's `query` is counted as it connects.
 * PGlite: its `query` and `exec`, and those of each transaction it hands out (an error the
 * caller throws inside a transaction is not a query's).
 */
export function countQueryErrors(target: EventEmitter | object): { readonly count: number } {
  const counted = { count: 0 };
  const onFailure = () => {
    counted.count += 1;
  };
  if ("totalCount" in target && "on" in target) {
    (target as EventEmitter).on("connect", (client: object) => countFailures(client, "query", onFailure));
  } else {
    countFailures(target, "query", onFailure);
    countFailures(target, "exec", onFailure);
    const record = target as Record<string, AnyFunction>;
    const transaction = record.transaction;
    if (typeof transaction === "function") {
      record.transaction = function (this: unknown, callback: unknown, ...rest: unknown[]) {
        const measured = (tx: object) => {
          countFailures(tx, "query", onFailure);
          countFailures(tx, "exec", onFailure);
          return (callback as AnyFunction)(tx);
        };
        return transaction.call(this, measured, ...rest);
      };
    }
  }
  return counted;
}
