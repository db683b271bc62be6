import path from "node:path";
import { describe, expect, it } from "vitest";
import { frenchTypographyFaults } from "../app/lib/i18n/french-typography";
import { appSourceFiles, frenchStrings } from "./french-strings";

describe("every French string the app can show", () => {
  const strings = appSourceFiles().flatMap(frenchStrings);

  it("is found: message tables, content, site facts and emails", () => {
    const files = new Set(strings.map((string) => path.basename(string.file)));
    for (const file of ["messages.ts", "faq.ts", "site.ts", "emails.server.ts", "templates.ts"]) {
      expect(files).toContain(file);
    }
    // Page titles and descriptions: one module per page in app/config/pages/.
    expect(new Set(strings.map((string) => path.basename(path.dirname(string.file))))).toContain("pages");
    expect(strings.length).toBeGreaterThan(2000);
  });

  it("follows the site's French typography", () => {
    const faults = strings.flatMap((string) =>
      frenchTypographyFaults(string.text).map(
        (fault) =>
          `${path.relative(process.cwd(), string.file)}:${string.line} ${fault.rule}: «${fault.context}»`,
      ),
    );
    expect(faults).toEqual([]);
  });
});
