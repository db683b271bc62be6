import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { documentTemplates, templateSlugs } from "~/content/templates";
import { templateContentType, templateFile, templateSlugFromFileName } from "./template-file.server";

/** The text drawn on the pages: the hex strings shown with Tj, decoded from the fonts' Windows-1252. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const decoder = new TextDecoder("windows-1252");
  const parts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of("Filter"));
    const raw = filter === PDFName.of("FlateDecode") ? inflateSync(object.contents) : object.contents;
    for (const match of Buffer.from(raw)
      .toString("latin1")
      .matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      parts.push(decoder.decode(Buffer.from(match[1] ?? "", "hex")));
    }
  }
  return parts.join("\n");
}

describe("template files", () => {
  it("answers a PDF for every template in both languages", async () => {
    expect(templateContentType).toBe("application/pdf");
    for (const locale of ["en", "fr"] as const) {
      for (const slug of templateSlugs) {
        const file = await templateFile(locale, `${slug}.pdf`);
        expect(file, `${locale} ${slug}`).toBeDefined();
        expect(file!.body.byteLength).toBeGreaterThan(1000);
        expect(Buffer.from(file!.body.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
        expect(file!.fileName).toBe(locale === "fr" ? `${slug}-fr.pdf` : `${slug}.pdf`);
      }
    }
  });

  it("writes the page's text, French accents included", async () => {
    const template = documentTemplates.fr.find((t) => t.slug === "statement-of-purpose")!;
    const text = await pdfText((await templateFile("fr", "statement-of-purpose.pdf"))!.body);
    expect(text).toContain("Lettre d’intention");
    expect(text).toContain("Contenu du modèle");
    expect(text).toContain("Conseils");
    expect(text).toMatch(/établissement/);
    // Lines wrap at ordinary spaces only; the no-break spaces of French typography stay (a narrow one
    // is written as the no-break space the PDF's fonts have).
    const flowing = text.replace(/[ \t\r\n]+/g, " ");
    for (const line of [...template.content, ...template.tips])
      expect(flowing).toContain(line.replace(/\u202f/g, "\u00a0"));
    const english = await pdfText((await templateFile("en", "statement-of-purpose.pdf"))!.body);
    expect(english).toContain("Statement of Purpose");
    expect(english).toContain("Template contents");
  });

  it("has no file for unknown names", async () => {
    expect(await templateFile("en", "passport.pdf")).toBeUndefined();
    expect(await templateFile("en", "statement-of-purpose.docx")).toBeUndefined();
    expect(templateSlugFromFileName("statement-of-purpose")).toBeUndefined();
    expect(templateSlugFromFileName("../statement-of-purpose.pdf")).toBeUndefined();
  });
});
