import { describe, expect, it } from "vitest";
import { leadsToIntakeForm, safeRedirectPath } from "./redirect";

describe("where sign-in may send a visitor back to", () => {
  it.each(["/", "/immigration-form", "/fr/immigration-form?step=2#top", "/calculator?age=29"])(
    "keeps %s",
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "/path\\..\\evil",
    "/\tevil",
    "javascript:alert(1)",
    "evil.example",
    "",
    undefined,
    null,
    42,
  ])("sends %s home", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });

  it("writes a path with other scripts' characters percent-encoded, as a Location header must", () => {
    expect(safeRedirectPath("/\u3002evil.com")).toBe("/%E3%80%82evil.com");
    expect(safeRedirectPath("/fr/programmes?q=é#à")).toBe("/fr/programmes?q=%C3%A9#%C3%A0");
  });
});

describe("whether sign-in leads to the intake form", () => {
  it.each([
    "/immigration-form",
    "/fr/immigration-form",
    "/immigration-form/",
    "/fr/immigration-form?x=1#top",
  ])("%s does", (path) => {
    expect(leadsToIntakeForm(path)).toBe(true);
  });

  it.each([
    "/",
    "/fr",
    "/immigration-form/submitted/0b0c6d5e-0000-4000-8000-000000000000",
    "/admin",
    "//evil.example/immigration-form",
    null,
  ])("%s does not", (path) => {
    expect(leadsToIntakeForm(path)).toBe(false);
  });
});
