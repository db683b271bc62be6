/** Byte-order mark: spreadsheet programs read the file as UTF-8 only when it starts with one. */
export const UTF8_BOM = "\uFEFF";

/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and carriage return,
 * let one hide in front of it): OWASP's list for CSV injection.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts are defused with a leading quote, then the value is quoted for CSV. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole CSV document (RFC 4180 line ends), starting with the UTF-8 byte-order mark. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}
