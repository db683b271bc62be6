import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseSubmission } from "./parse-submission.server";

const schema = z.object({ name: z.string({ error: "required" }) });

const post = (entries: [string, string][]) => new URLSearchParams(entries);

describe("parseSubmission", () => {
  it("parses what the form posts, and what Conform's own intents post", () => {
    expect(parseSubmission(post([["name", "Hélène"]]), schema)).toMatchObject({
      status: "success",
      value: { name: "Hélène" },
    });
    expect(parseSubmission(post([]), schema)).toMatchObject({
      status: "error",
      error: { name: ["required"] },
    });
    const validate = JSON.stringify({ type: "validate", payload: { name: "name" } });
    expect(parseSubmission(post([["__intent__", validate]]), schema)?.status).toBeUndefined();
  });

  it.each([
    ["an intent that is not JSON", [["__intent__", "not json"]]],
    ["an intent of no known shape", [["__intent__", "{}"]]],
    ["a state that is not JSON", [["__state__", "{"]]],
  ] as [string, [string, string][]][])("is null for %s", (_case, entries) => {
    expect(parseSubmission(post([["name", "Hélène"], ...entries]), schema)).toBeNull();
  });
});
