import { describe, expect, it } from "vitest";
import { errorChain, errorCode } from "./error-chain";

describe("errorChain", () => {
  it("lists an error and the errors it wraps, outermost first", () => {
    const driver = Object.assign(new Error("duplicate key"), { code: "23505" });
    const query = new Error("Failed query", { cause: driver });
    expect(errorChain(query)).toEqual([query, driver]);
    expect(errorChain(query).map(errorCode)).toEqual([undefined, "23505"]);
  });

  it("stops at a cause that is not an error, and at a loop", () => {
    expect(errorChain(new Error("outer", { cause: "a string" }))).toHaveLength(1);
    expect(errorChain("not an error")).toEqual([]);
    const looped = new Error("looped");
    looped.cause = looped;
    expect(errorChain(looped)).toHaveLength(6);
  });
});
