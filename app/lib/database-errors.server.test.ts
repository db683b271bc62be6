import { RouterContextProvider, type MiddlewareFunction } from "react-router";
import { describe, expect, it, vi } from "vitest";
import {
  DatabaseNotReadyError,
  databaseOutageMiddleware,
  databaseTrouble,
  noteDatabaseOutage,
} from "./database-errors.server";
import { logger, loggedError } from "./logger.server";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("databaseTrouble", () => {
  it("recognises the driver's connection failures, also when wrapped", () => {
    expect(databaseTrouble(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(
      "unreachable",
    );
    expect(databaseTrouble(withCode("terminating connection due to administrator command", "57P01"))).toBe(
      "unreachable",
    );
    expect(databaseTrouble(new Error("Connection terminated unexpectedly"))).toBe("unreachable");
    expect(
      databaseTrouble(
        new Error("Connection terminated due to connection timeout", { cause: new Error("x") }),
      ),
    ).toBe("unreachable");
    const wrapped = new Error("Failed query: select …", {
      cause: new Error("outer", { cause: withCode("read ECONNRESET", "ECONNRESET") }),
    });
    expect(databaseTrouble(wrapped)).toBe("unreachable");
  });

  it("tells a pool whose connections were all busy from an outage", () => {
    expect(databaseTrouble(new Error("timeout exceeded when trying to connect"))).toBe("busy");
    expect(
      databaseTrouble(
        new Error("Failed query", { cause: new Error("timeout exceeded when trying to connect") }),
      ),
    ).toBe("busy");
  });

  it("counts a server still starting as one", () => {
    expect(databaseTrouble(new DatabaseNotReadyError())).toBe("unreachable");
  });

  it("leaves other errors alone", () => {
    expect(
      databaseTrouble(withCode('duplicate key value violates unique constraint "x"', "23505")),
    ).toBeNull();
    expect(databaseTrouble(new TypeError("Cannot read properties of undefined"))).toBeNull();
    expect(databaseTrouble("a string")).toBeNull();
    expect(databaseTrouble(undefined)).toBeNull();
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

describe("noteDatabaseOutage", () => {
  it("logs the failed query without the values a visitor typed", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    try {
      const failed = new Error(
        "Failed query: select * from contact_messages where email = $1\nparams: ana@example.ca",
        {
          cause: withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
        },
      );
      expect(noteDatabaseOutage(failed, new RouterContextProvider())).toBe(true);
      const [fields] = warn.mock.calls[0] as unknown as [Record<string, unknown>];
      const logged = JSON.stringify({ ...fields, err: loggedError(fields.err) });
      expect(logged).toContain("Failed query");
      expect(logged).not.toContain("ana@example.ca");
    } finally {
      warn.mockRestore();
    }
  });
});
