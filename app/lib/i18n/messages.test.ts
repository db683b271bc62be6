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

  it("ends a sentence once when a value ends with an abbreviation's period", () => {
    const when = "November 26, 2026 at 5:04 a.m.";
    expect(format("We received your form on {date}.", { date: when })).toBe(
      "We received your form on November 26, 2026 at 5:04 a.m.",
    );
    expect(format("Removed on {date}. Deleted after {purge}.", { date: when, purge: "May 1" })).toBe(
      "Removed on November 26, 2026 at 5:04 a.m. Deleted after May 1.",
    );
    expect(format("{time}, then more", { time: "5:04 a.m." })).toBe("5:04 a.m., then more");
    expect(format("Reçu le {date}.", { date: "26 novembre 2026 à 5 h 04" })).toBe(
      "Reçu le 26 novembre 2026 à 5 h 04.",
    );
  });
});
