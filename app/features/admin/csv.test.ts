import { describe, expect, it } from "vitest";
import { csvCell, toCsv, UTF8_BOM } from "./csv";

describe("CSV export format", () => {
  it.each(["=1+1", "+33 1 23", "-2", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "defuses a cell starting like a formula (%j) with a leading quote",
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  it("leaves ordinary text, accents and HTML as text, quoting embedded quotes", () => {
    expect(csvCell("Hélène O’Brien")).toBe('"Hélène O’Brien"');
    expect(csvCell('<img src=x onerror="alert(1)">')).toBe('"<img src=x onerror=""alert(1)"">"');
    expect(csvCell("a, b\nc")).toBe('"a, b\nc"');
    expect(csvCell(null)).toBe('""');
  });

  it("starts with the UTF-8 byte-order mark and ends lines with CRLF", () => {
    const csv = toCsv(["Name", "Note"], [["Zoë", '=HYPERLINK("http://x")']]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe('"Name","Note"\r\n"Zoë","\'=HYPERLINK(""http://x"")"\r\n');
  });
});
