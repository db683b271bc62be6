import { describe, expect, it } from "vitest";
import { confirmationPath, submissionReference } from "./reference";

describe("submissionReference", () => {
  it("reads the first eight hex digits of the id, upper case, after the office prefix", () => {
    expect(submissionReference("1f0c9a2e-77b4-4a59-9c1d-0b9e5d2c6a11")).toBe("MP-1F0C9A2E");
  });

  it("gives the confirmation page's path for the id", () => {
    expect(confirmationPath("abc")).toBe("/immigration-form/submitted/abc");
  });
});
