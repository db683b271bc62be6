import { describe, expect, it } from "vitest";
import { loggedError } from "./logger.server";

describe("errors in the logs", () => {
  it("keep the failed query but not the values it was sent, at any depth", () => {
    const driver = Object.assign(new Error("invalid input syntax for type date"), {
      code: "22008",
      where: "unnamed portal parameter $1 = 'ana@example.ca'",
    });
    const failed = Object.assign(
      new Error(
        `Failed query: select * from contact_messages where email = $1\nparams: ana@example.ca,search term`,
        {
          cause: driver,
        },
      ),
      { params: ["ana@example.ca", "search term"] },
    );
    const logged = JSON.stringify(loggedError(failed));
    expect(logged).toContain("Failed query: select * from contact_messages where email = $1");
    expect(logged).toContain("22008");
    expect(logged).not.toContain("ana@example.ca");
    expect(logged).not.toContain("search term");
  });

  it("leaves what is not an error as it is", () => {
    expect(loggedError("text")).toBe("text");
  });
});
