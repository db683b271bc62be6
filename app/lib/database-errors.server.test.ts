import { describe, expect, it } from "vitest";
import { isDatabaseUnreachable } from "./database-errors.server";

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

  it("leaves other errors alone", () => {
    expect(
      isDatabaseUnreachable(withCode('duplicate key value violates unique constraint "x"', "23505")),
    ).toBe(false);
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnreachable("a string")).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
  });
});
