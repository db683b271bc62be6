import { describe, expect, it } from "vitest";
import { format } from "./messages";

describe("format", () => {
  it("fills placeholders and leaves unknown ones", () => {
    expect(format("{n} points, {missing}", { n: 3 })).toBe("3 points, {missing}");
  });

  it("elides French 'de' before a vowel, only at a placeholder", () => {
    expect(format("Faites la connaissance de {name}", { name: "Amara Okafor" })).toBe(
      "Faites la connaissance d’Amara Okafor",
    );
    expect(format("État de {name}", { name: "Élodie" })).toBe("État d’Élodie");
    expect(format("De {name}", { name: "Ines" })).toBe("D’Ines");
    expect(format("État de {name}", { name: "Marie" })).toBe("État de Marie");
    expect(format("de {name}", { name: "Hélène" })).toBe("de Hélène");
    expect(format("Grande {name}", { name: "Ana" })).toBe("Grande Ana");
  });
});
