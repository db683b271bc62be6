import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/api.crs";
import { action, loader } from "./api.crs";
import { calculateCrs } from "~/features/crs/engine";
import { emptyFormState } from "~/features/crs/form-state";
import { irccRuleSet } from "~/features/crs/rule-sets";

function post(body: string, headers: Record<string, string> = { "content-type": "application/json" }) {
  const request = new Request("http://localhost/api/crs", { method: "POST", body, headers });
  // No services, as outside the running server: the rule set is read from the environment.
  return action({ request, context: new RouterContextProvider() } as unknown as Route.ActionArgs);
}

describe("POST /api/crs", () => {
  it("answers the engine's total and breakdown on IRCC's grid", async () => {
    const state = {
      maritalStatus: "married",
      spouseComingToCanada: true,
      age: "29",
      education: "masters",
      firstLanguage: { speaking: "clb9", reading: "clb9", writing: "clb9", listening: "clb9" },
      spouseLanguage: { speaking: "clb7", reading: "clb7", writing: "clb7", listening: "clb7" },
      spouseEducation: "twoYears",
      nomination: "yes",
    };
    const response = await post(JSON.stringify(state));
    expect(response.status).toBe(200);
    const expected = calculateCrs(
      {
        ...emptyFormState(),
        ...state,
        maritalStatus: "married",
        education: "masters",
        firstLanguage: { speaking: "clb9", reading: "clb9", writing: "clb9", listening: "clb9" },
        spouseLanguage: { speaking: "clb7", reading: "clb7", writing: "clb7", listening: "clb7" },
        spouseEducation: "twoYears",
        nomination: "yes",
      },
      irccRuleSet,
    );
    const body = await response.json();
    expect(body).toEqual({
      total: expected.total,
      breakdown: JSON.parse(JSON.stringify(expected.breakdown)),
    });
    // 100 + 126 + 4×29 spouse column; spouse 7 + 4×3; transferability 50; nomination 600
    expect(body.total).toBe(100 + 126 + 116 + 19 + 50 + 600);
  });

  it("uses the spec's grid when CRS_RULESET chooses it", async () => {
    const previous = process.env.CRS_RULESET;
    process.env.CRS_RULESET = "spec";
    try {
      const response = await post(JSON.stringify({ arrangementEmployment: "teer0", age: "29" }));
      expect((await response.json()).total).toBe(310);
    } finally {
      if (previous === undefined) delete process.env.CRS_RULESET;
      else process.env.CRS_RULESET = previous;
    }
    const ircc = await post(JSON.stringify({ arrangementEmployment: "teer0", age: "29" }));
    expect((await ircc.json()).total).toBe(110);
  });

  it("scores unknown values 0", async () => {
    const response = await post(JSON.stringify({ education: "bachelor", age: "ninety" }));
    expect(response.status).toBe(200);
    expect((await response.json()).total).toBe(0);
  });

  it.each([
    ["{not json", "body"],
    ["[1,2]", "body"],
    [JSON.stringify({ firstLanguage: "clb9" }), "firstLanguage"],
    [JSON.stringify({ firstLanguage: { speaking: 9 } }), "firstLanguage.speaking"],
    [JSON.stringify({ spouseComingToCanada: "yes" }), "spouseComingToCanada"],
    [JSON.stringify({ age: {} }), "age"],
  ])("answers 400 naming the field for %s", async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.field).toBe(field);
    expect(typeof answer.error).toBe("string");
  });

  it("refuses a body over 16 KB with 413", async () => {
    const response = await post(JSON.stringify({ age: "29", padding: "x".repeat(17 * 1024) }));
    expect(response.status).toBe(413);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await post("age=29", { "content-type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(415);
  });

  it("answers 405 to GET and other methods", async () => {
    expect(loader().status).toBe(405);
    expect(loader().headers.get("allow")).toBe("POST");
    const request = new Request("http://localhost/api/crs", { method: "PUT", body: "{}" });
    expect((await action({ request } as Route.ActionArgs)).status).toBe(405);
  });
});
