import { describe, expect, it } from "vitest";
import { formatCad } from "./currency";

describe("formatCad", () => {
  it("writes dollars as each language does, with cents only when there are some", () => {
    expect(formatCad(150_00, "en")).toBe("$150");
    expect(formatCad(150_00, "fr")).toBe("150\u00a0$");
    expect(formatCad(149_50, "en")).toBe("$149.50");
    expect(formatCad(149_50, "fr")).toBe("149,50\u00a0$");
    expect(formatCad(1_250_00, "en")).toBe("$1,250");
    expect(formatCad(1_250_00, "fr")).toBe("1\u00a0250\u00a0$");
  });
});
