/**
 * Lists the keys of message tables (`defineMessages({ en: {…}, fr: {…} })`) that no code reads: a
 * string kept in two languages that no visitor can see. Knip finds unused exports, not unused object
 * keys, so this reads the program with TypeScript's checker: a key is read when an access resolves to
 * it (`t.title`, `messages.fr.title`, `const { title } = t`), or when a table is indexed by a value
 * (`t[kind]`: the keys that value's type allows, all of them for a plain string), spread, or handed
 * to `Object.keys`, `Object.values` or `Object.entries`. Reads from tests count: a key shown only
 * in a test is still read.
 *
 * `node --import tsx scripts/unused-messages.ts` prints them, one `file:line table.key` a line, and
 * exits with 1 when there is any (`npm run lint` runs it).
 */
import path from "node:path";
import ts from "typescript";

interface MessageKey {
  file: string;
  line: number;
  table: string;
  key: string;
}

/** The `en` and `fr` object literals of `call`, when it is `defineMessages({ en: {…}, fr: {…} })`. */
function languageObjects(call: ts.CallExpression): Map<string, ts.ObjectLiteralExpression> {
  const languages = new Map<string, ts.ObjectLiteralExpression>();
  if (!ts.isIdentifier(call.expression) || call.expression.text !== "defineMessages") return languages;
  const [table] = call.arguments;
  if (!table || !ts.isObjectLiteralExpression(table)) return languages;
  for (const language of table.properties) {
    if (ts.isPropertyAssignment(language) && ts.isIdentifier(language.name)) {
      if (ts.isObjectLiteralExpression(language.initializer))
        languages.set(language.name.text, language.initializer);
    }
  }
  return languages;
}

function propertyName(property: ts.ObjectLiteralElementLike): ts.Identifier | ts.StringLiteral | undefined {
  const name = property.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name : undefined;
}

function tableName(call: ts.CallExpression): string {
  let node: ts.Node = call.parent;
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
    node = node.parent;
  }
  return ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) ? node.name.text : "(table)";
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** The message keys of `program`'s files (declarations files aside) that no code reads. */
export function unusedMessageKeys(program: ts.Program): MessageKey[] {
  const checker = program.getTypeChecker();
  const files = program.getSourceFiles().filter((file) => !file.isDeclarationFile);

  // Each key is declared in English and in French; either declaration stands for the key.
  const keys = new Map<ts.Node, MessageKey>();
  const keySymbols = new Map<ts.Symbol, MessageKey>();
  const declarationNames = new Set<ts.Node>();
  for (const file of files) {
    walk(file, (node) => {
      if (!ts.isCallExpression(node)) return;
      const languages = languageObjects(node);
      if (languages.size === 0) return;
      const english = new Map<string, MessageKey>();
      for (const property of languages.get("en")?.properties ?? []) {
        const name = propertyName(property);
        if (!name) continue;
        const { line } = file.getLineAndCharacterOfPosition(name.getStart(file));
        english.set(name.text, {
          file: file.fileName,
          line: line + 1,
          table: tableName(node),
          key: name.text,
        });
      }
      for (const language of languages.values()) {
        for (const property of language.properties) {
          const name = propertyName(property);
          const key = name && english.get(name.text);
          if (!key) continue;
          declarationNames.add(name);
          keys.set(property, key);
        }
      }
      // A table typed by hand (`defineMessages<Shape>(…)`) is read through its shape's properties.
      const shape = checker.getTypeAtLocation(node).getProperty("en");
      if (!shape) return;
      for (const property of checker.getPropertiesOfType(checker.getTypeOfSymbol(shape))) {
        const key = english.get(property.name);
        if (!key) continue;
        // A shape such as `Record<Code, string>` has properties but no declarations.
        keySymbols.set(property, key);
        for (const declaration of property.declarations ?? []) keys.set(declaration, key);
      }
    });
  }
  const keyNames = new Set([...keys.values()].map((key) => key.key));
  const read = new Set<MessageKey>();

  const markSymbol = (symbol: ts.Symbol | undefined) => {
    if (!symbol) return;
    // A property read through a union of tables, or through French's mapped type, has roots.
    for (const root of [symbol, ...checker.getRootSymbols(symbol)]) {
      for (const key of [keySymbols.get(root), ...(root.declarations ?? []).map((node) => keys.get(node))]) {
        if (key) read.add(key);
      }
    }
  };
  const markEvery = (type: ts.Type) => {
    for (const property of checker.getPropertiesOfType(checker.getNonNullableType(type)))
      markSymbol(property);
  };

  for (const file of files) {
    walk(file, (node) => {
      if ((ts.isIdentifier(node) || ts.isStringLiteral(node)) && keyNames.has(node.text)) {
        if (declarationNames.has(node)) return;
        if (ts.isBindingElement(node.parent) && (node.parent.propertyName ?? node.parent.name) === node) {
          const type = checker.getTypeAtLocation(node.parent.parent);
          markSymbol(checker.getPropertyOfType(checker.getNonNullableType(type), node.text));
          return;
        }
        if (ts.isShorthandPropertyAssignment(node.parent)) return;
        markSymbol(checker.getSymbolAtLocation(node));
        return;
      }
      if (ts.isElementAccessExpression(node) && !ts.isStringLiteralLike(node.argumentExpression)) {
        const index = checker.getTypeAtLocation(node.argumentExpression);
        const target = checker.getTypeAtLocation(node.expression);
        const literals = index.isUnion() ? index.types : [index];
        if (literals.every((type) => type.isStringLiteral())) {
          for (const type of literals) {
            markSymbol(
              checker.getPropertyOfType(
                checker.getNonNullableType(target),
                (type as ts.StringLiteralType).value,
              ),
            );
          }
        } else {
          markEvery(target);
        }
        return;
      }
      if (ts.isSpreadAssignment(node) || ts.isSpreadElement(node)) {
        markEvery(checker.getTypeAtLocation(node.expression));
        return;
      }
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === "Object" &&
        ["keys", "values", "entries"].includes(node.expression.name.text) &&
        node.arguments[0]
      ) {
        markEvery(checker.getTypeAtLocation(node.arguments[0]));
      }
    });
  }

  return [...new Set(keys.values())].filter((key) => !read.has(key));
}

/** The project's program, as tsconfig.json describes it. */
function projectProgram(root: string): ts.Program {
  const configFile = path.join(root, "tsconfig.json");
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configFile}`);
  return ts.createProgram({ rootNames: config.fileNames, options: config.options });
}

/**
 * Unused keys of features under rework on other branches, left to that work so the two do not
 * collide: each line is removed with its key. A line whose key is read again, or gone, fails too.
 */
const LEFT_FOR_NOW = new Set([
  "app/features/auth/messages.ts accountMessages.deletedTitle",
  "app/features/documents/messages.ts documentReviewMessages.item",
  "app/features/documents/messages.ts documentReviewMessages.status",
  "app/features/documents/messages.ts documentReviewMessages.file",
  "app/features/documents/messages.ts documentReviewMessages.review",
  "app/features/documents/messages.ts documentReviewMessages.decision",
  "app/features/intake/messages.ts intakeMessages.verified",
]);

if (process.argv[1] === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, "..");
  const found = unusedMessageKeys(projectProgram(root)).map((key) => ({
    ...key,
    name: `${path.relative(root, key.file)} ${key.table}.${key.key}`,
  }));
  const unused = found.filter((key) => !LEFT_FOR_NOW.has(key.name));
  const stale = [...LEFT_FOR_NOW].filter((name) => !found.some((key) => key.name === name));
  for (const key of unused) {
    console.log(`${path.relative(root, key.file)}:${key.line} ${key.table}.${key.key}`);
  }
  for (const name of stale) console.log(`${name}: no longer unused, remove it from LEFT_FOR_NOW`);
  if (unused.length > 0) {
    console.error(`${unused.length} message key(s) never read: remove them from both languages.`);
  }
  if (unused.length + stale.length > 0) process.exitCode = 1;
}
