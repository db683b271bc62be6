/**
 * Finds every French string literal in the app's source: those under a `fr` key at any depth (message
 * tables, content, site facts, emails), so a string written for French readers is checked wherever it
 * lives, exported or not. `node --import tsx scripts/french-strings.ts --fix [file…]` rewrites them (in
 * the files named, or in the whole app) with the site's typography (app/lib/i18n/french-typography.ts);
 * the unit test beside this file fails on any that still breaks it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { fixFrenchTypography, frenchTypographyFaults } from "../app/lib/i18n/french-typography";

export interface FrenchString {
  file: string;
  line: number;
  text: string;
  /** Where the literal's text sits in the file, without its quotes. */
  start: number;
  end: number;
}

const appDir = path.resolve(import.meta.dirname, "../app");

/** The app's source files that can hold text a visitor reads (tests and fixtures cannot). */
export function appSourceFiles(): string[] {
  return ts.sys
    .readDirectory(appDir, [".ts", ".tsx"], undefined, undefined)
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes("/fixtures/"));
}

function isUnderFrenchKey(node: ts.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isPropertyAssignment(current)) {
      const name = current.name;
      if ((ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === "fr") return true;
    }
  }
  return false;
}

/** The literal pieces of a string or template, with their places in the file. */
function pieces(node: ts.Node, source: ts.SourceFile): { text: string; start: number; end: number }[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return [{ text: node.text, start: node.getStart(source) + 1, end: node.getEnd() - 1 }];
  }
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head, ...node.templateSpans.map((span) => span.literal)];
    return parts.map((part) => {
      const start = part.getStart(source);
      const raw = source.text.slice(start, part.getEnd());
      // `…${` , `}…${` and `}…` around the text.
      const open = 1;
      const close = ts.isTemplateTail(part) ? 1 : 2;
      return { text: part.text, start: start + open, end: start + raw.length - close };
    });
  }
  return [];
}

export function frenchStrings(file: string): FrenchString[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: FrenchString[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
    const isKey =
      node.parent !== undefined && ts.isPropertyAssignment(node.parent) && node.parent.name === node;
    if (literal && !isKey && isUnderFrenchKey(node)) {
      for (const piece of pieces(node, source)) {
        found.push({ file, line: source.getLineAndCharacterOfPosition(piece.start).line + 1, ...piece });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Lint allows no-break spaces as characters in strings only: a template literal writes them as escapes. */
function asSource(text: string, quotedString: boolean): string {
  return quotedString ? text : text.replace(/\u00a0/g, "\\u00a0").replace(/\u202f/g, "\\u202f");
}

/**
 * Rewrites the file's faulty French literals in place, as characters (the rules touch only spaces, dots
 * and the marks they follow). A quoted literal written with escapes is written again whole, as JSON
 * writes a string; a template literal with escapes is left for a person.
 */
function rewrite(file: string): { fixed: number; left: FrenchString[] } {
  const text = readFileSync(file, "utf8");
  const faulty = frenchStrings(file).filter((string) => frenchTypographyFaults(string.text).length > 0);
  const quoted = (string: FrenchString) => ['"', "'"].includes(text[string.start - 1]!);
  const escaped = (string: FrenchString) => text.slice(string.start, string.end).includes("\\");
  const left = faulty.filter((string) => escaped(string) && !quoted(string));
  let out = text;
  for (const string of faulty.filter((string) => !left.includes(string)).reverse()) {
    const [start, end, replacement] = escaped(string)
      ? [string.start - 1, string.end + 1, JSON.stringify(fixFrenchTypography(string.text))]
      : [
          string.start,
          string.end,
          asSource(fixFrenchTypography(out.slice(string.start, string.end)), quoted(string)),
        ];
    out = out.slice(0, start) + replacement + out.slice(end);
  }
  if (out !== text) writeFileSync(file, out);
  return { fixed: faulty.length - left.length, left };
}

if (process.argv[1] === import.meta.filename && process.argv.includes("--fix")) {
  const named = process.argv.slice(process.argv.indexOf("--fix") + 1).map((file) => path.resolve(file));
  let total = 0;
  for (const file of named.length > 0 ? named : appSourceFiles()) {
    const { fixed, left } = rewrite(file);
    const name = path.relative(process.cwd(), file);
    if (fixed > 0) console.log(`${name}: ${fixed}`);
    for (const string of left) console.log(`${name}:${string.line}: written with escapes, fix by hand`);
    total += fixed;
  }
  console.log(`${total} French strings rewritten`);
}
