import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { unusedMessageKeys } from "./unused-messages";

const tables = `
type Messages<T> = { en: T; fr: { [K in keyof T]: T[K] } };
export function defineMessages<T>(messages: Messages<T>): Messages<T> {
  return messages;
}
export type Code = "TAKEN" | "EXPIRED" | "UNKNOWN";

export const page = defineMessages({
  en: { title: "Title", lead: "Lead", french: "French", orphan: "Orphan", typo: "Typo" },
  fr: { title: "Titre", lead: "Chapeau", french: "Français", orphan: "Orphelin", typo: "Coquille" },
});
export const errors = defineMessages<Record<Code, string>>({
  en: { TAKEN: "Taken", EXPIRED: "Expired", UNKNOWN: "Unknown" },
  fr: { TAKEN: "Pris", EXPIRED: "Expiré", UNKNOWN: "Inconnu" },
});
export const statuses = defineMessages({
  en: { open: "Open", closed: "Closed" },
  fr: { open: "Ouvert", closed: "Fermé" },
});
export const listed = defineMessages({ en: { first: "First", second: "Second" }, fr: { first: "Premier", second: "Second" } });
`;

const reader = `
import { errors, listed, page, statuses, type Code } from "./tables";

export function render(locale: "en" | "fr", code: Exclude<Code, "UNKNOWN">, status: "open" | "closed") {
  const t = page[locale];
  const { lead } = t;
  // Another object's key of the same name is not the table's.
  const other = { orphan: "elsewhere", typo: "elsewhere" };
  return [t.title, lead, page.fr.french, other.orphan, other.typo, errors[locale][code], statuses.en[status], Object.values(listed[locale])];
}
`;

describe("unusedMessageKeys", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "messages-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists the keys no code reads, through any language, shape or kind of access", () => {
    writeFileSync(path.join(dir, "tables.ts"), tables);
    writeFileSync(path.join(dir, "reader.ts"), reader);
    const program = ts.createProgram({
      rootNames: [path.join(dir, "tables.ts"), path.join(dir, "reader.ts")],
      options: {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2023,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      },
    });
    // The fixture is valid TypeScript: the reads it makes are the ones the app could make.
    expect(
      ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")),
    ).toEqual([]);

    const unused = unusedMessageKeys(program).map(({ file, line, table, key }) => ({
      file: path.basename(file),
      line,
      name: `${table}.${key}`,
    }));
    expect(unused).toEqual([
      { file: "tables.ts", line: 9, name: "page.orphan" },
      { file: "tables.ts", line: 9, name: "page.typo" },
      { file: "tables.ts", line: 13, name: "errors.UNKNOWN" },
    ]);
    // The compiler reads its standard library first: about 2 s on a quiet machine, over the default
    // 5 s when the machine is busy.
  }, 30_000);
});
