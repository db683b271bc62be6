import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/calculator";
import { loader } from "./calculator";

function load(search: string) {
  const url = new URL(`http://localhost/calculator${search}`);
  // No services, as outside the running server: no database, and settings from the environment.
  return loader({
    url,
    request: new Request(url),
    context: new RouterContextProvider(),
  } as unknown as Route.LoaderArgs);
}

describe("calculator loader", () => {
  it("prefills the form from the query without scoring it", async () => {
    const data = await load("?age=29&education=phd");
    expect(data.state.age).toBe("29");
    expect(data.result).toBeNull();
    expect(data.ruleSetId).toBe("ircc-2025");
  });

  it("scores a submitted form, with its breakdown and ways to raise it", async () => {
    const data = await load("?age=29&education=phd&calculate=1");
    expect(data.result?.total).toBe(110 + 150);
    expect(data.result?.breakdown.core.factors.education).toBe(150);
    expect(data.result?.ways.length).toBeGreaterThan(0);
    // No database here: the score shows without the rounds.
    expect(data.rounds).toEqual([]);
  });

  it("tolerates nonsense in the query", async () => {
    const data = await load("?age=%F0%9F%98%80&education=wizard&firstLanguage.speaking=11&calculate=1");
    expect(data.result?.total).toBe(0);
  });
});
