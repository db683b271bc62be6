import { RouterContextProvider, type MiddlewareFunction } from "react-router";
import { describe, expect, it } from "vitest";
import {
  DatabaseNotReadyError,
  databaseOutageMiddleware,
  isDatabaseUnreachable,
  noteDatabaseOutage,
} from "./database-errors.server";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnreachable", () => {
  it("recognises the driver's connection failures, also when wrapped", () => {
    expect(isDatabaseUnreachable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(
      isDatabaseUnreachable(withCode("terminating connection due to administrator command", "57P01")),
    ).toBe(true);
    expect(isDatabaseUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnreachable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    const wrapped = new Error("Failed query: select …", {
      cause: new Error("outer", { cause: withCode("read ECONNRESET", "ECONNRESET") }),
    });
    expect(isDatabaseUnreachable(wrapped)).toBe(true);
  });

  it("counts a server still starting as one", () => {
    expect(isDatabaseUnreachable(new DatabaseNotReadyError())).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(
      isDatabaseUnreachable(withCode('duplicate key value violates unique constraint "x"', "23505")),
    ).toBe(false);
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnreachable("a string")).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
  });
});

describe("databaseOutageMiddleware", () => {
  const [retryAfter, outage] = databaseOutageMiddleware;
  const args = (context: RouterContextProvider) =>
    ({ context }) as unknown as Parameters<MiddlewareFunction>[0];

  it("answers 503 instead of the 500 of a request that met an unreachable database", async () => {
    const context = new RouterContextProvider();
    const answer = outage!(args(context), async () => {
      expect(noteDatabaseOutage(new Error("Connection terminated unexpectedly"), context)).toBe(true);
      return new Response("Unexpected Server Error", { status: 500 });
    });
    await expect(answer).rejects.toMatchObject({ init: { status: 503 }, data: { status: "failed" } });
  });

  it("passes every other answer, a bug's 500 included", async () => {
    const context = new RouterContextProvider();
    const bug = new Response(null, { status: 500 });
    const answer = await outage!(args(context), async () => {
      expect(noteDatabaseOutage(new TypeError("x is undefined"), context)).toBe(false);
      return bug;
    });
    expect(answer).toBe(bug);
  });

  it("asks every 503 to be retried after a few seconds, keeping a route's own delay", async () => {
    const context = new RouterContextProvider();
    const plain = await retryAfter!(args(context), async () => new Response(null, { status: 503 }));
    expect(plain?.headers.get("Retry-After")).toBe("5");
    const own = await retryAfter!(
      args(context),
      async () => new Response(null, { status: 503, headers: { "Retry-After": "60" } }),
    );
    expect(own?.headers.get("Retry-After")).toBe("60");
    const ok = await retryAfter!(args(context), async () => new Response("ok"));
    expect(ok?.headers.has("Retry-After")).toBe(false);
  });
});
