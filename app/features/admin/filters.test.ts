import { describe, expect, it } from "vitest";
import { leadFilterQuery, parseLeadFilter } from "./filters";

describe("lead filter from the query string", () => {
  it("keeps valid values and round-trips them", () => {
    const params = new URLSearchParams(
      "type=intake&status=contacted&from=2026-01-01&to=2026-01-31&q=%20Hélène%20",
    );
    const filter = parseLeadFilter(params);
    expect(filter).toEqual({
      type: "intake",
      status: "contacted",
      from: "2026-01-01",
      to: "2026-01-31",
      q: "Hélène",
    });
    expect(parseLeadFilter(new URLSearchParams(leadFilterQuery(filter).slice(1)))).toEqual(filter);
  });

  it("drops empty, unknown and malformed values instead of failing", () => {
    const params = new URLSearchParams("type=letter&status=&from=2026-13-45&to=yesterday&q=");
    expect(parseLeadFilter(params)).toEqual({});
    expect(leadFilterQuery({})).toBe("");
  });
});
