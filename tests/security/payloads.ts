import fc from "fast-check";
import { emptyIntake } from "~/features/intake/fields";

/** Markup that would run if any view put a stored value into the page as HTML. */
export const HTML_PAYLOADS = [
  "<script>window.__pwned=1</script>",
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "<a href='javascript:alert(1)'>click</a>",
  "{{constructor.constructor('alert(1)')()}}",
];

/** Text that would change a query if it were ever concatenated into SQL, and spreadsheet formulas. */
const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1; SELECT pg_sleep(5)--",
  '" OR ""="',
  "%_\\",
  '=HYPERLINK("http://evil.example","x")',
  "+1+1",
  "@SUM(1)",
];

/** Characters that break naive code: NUL, lone surrogates, bidi overrides, zero-width and combining marks. */
const UNICODE_PAYLOADS = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff x",
  "\u202eevil\u202c",
  "\u200b\u200c\u200d\ufeff",
  "e\u0301\u0301\u0301\u0301",
  "🇨🇦👩🏽‍💻",
  "Ｈéｌèｎｅ",
  "\r\n\r\nBcc: victim@example.com",
  "\u2028\u2029",
  "\\u0000",
];

/** Keys that reach Object.prototype if a body is ever merged into an object naively. */
const POLLUTION_KEYS = ["__proto__", "constructor", "prototype"];

const fieldNames = [
  ...Object.keys(emptyIntake()),
  "fullName",
  "email",
  "subject",
  "message",
  "website",
  "locale",
  "values",
  "conversationHistory",
  "role",
  "content",
  "password",
  "newPassword",
  "confirm",
  "token",
  "redirectTo",
  "callbackURL",
  "intent",
  "type",
  "id",
  "status",
  "body",
  "age",
  "education",
  "firstLanguage",
  "maritalStatus",
  "spouseComingToCanada",
];

const keyArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...fieldNames) },
  { weight: 2, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HTML_PAYLOADS, ...SQL_PAYLOADS, ...UNICODE_PAYLOADS) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 64 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 32 }) },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "on", "true", "yes", "en", "fr", "null", "NaN") },
  // Past every field cap; some past the body caps too (413, never buffered whole).
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("a", "é", "<", "'", "🍁"), fc.integer({ min: 201, max: 40_000 }))
      .map(([unit, n]) => unit.repeat(n)),
  },
);

const scalarArb = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(0, -0, 1e308, -1e308, 2 ** 53 + 1, 18, 44),
    ),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Serialised by hand so `__proto__` stays a plain key in the text, as an attacker would send it. */
function objectText(entries: [string, string][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;
}

const { json: jsonTextArb } = fc.letrec<{ json: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalarArb.map((value) => JSON.stringify(value)),
    fc.array(tie("json"), { maxLength: 4 }).map((items) => `[${items.join(",")}]`),
    fc.array(fc.tuple(keyArb, tie("json")), { maxLength: 6 }).map(objectText),
  ),
}));

/** Nesting far deeper than any form: a parser or validator that recurses must not fall over. */
const deepArb = fc
  .tuple(fc.integer({ min: 50, max: 5000 }), fc.constantFrom("array", "object", "values"))
  .map(([depth, shape]) => {
    if (shape === "array") return "[".repeat(depth) + "]".repeat(depth);
    const open = shape === "values" ? '{"values":' : '{"a":';
    return open.repeat(depth) + "{}" + "}".repeat(depth);
  });

/** Plausible bodies with the endpoint's own fields, each value possibly hostile. */
function shapedJson(fields: readonly string[], wrap?: string) {
  return fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: keyArb }),
        jsonTextArb,
      ),
      { maxLength: fields.length + 3 },
    )
    .map((entries) => {
      const inner = objectText(entries);
      return wrap ? `{${JSON.stringify(wrap)}:${inner},"locale":"en"}` : inner;
    });
}

/** Any JSON body text: well-formed or not. */
export function jsonBody(fields: readonly string[], wrap?: string) {
  return fc.oneof(
    { weight: 5, arbitrary: shapedJson(fields, wrap) },
    { weight: 2, arbitrary: jsonTextArb },
    { weight: 1, arbitrary: deepArb },
    // Broken JSON and non-JSON text.
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
    { weight: 1, arbitrary: jsonTextArb.map((text) => text.slice(0, Math.max(1, text.length - 1))) },
  );
}

/** A form body (urlencoded), with repeated keys, hostile values and sometimes broken encoding. */
export function formBody(fields: readonly string[]) {
  const pair = fc.tuple(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: keyArb }),
    nastyString,
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(pair, { maxLength: fields.length + 4 })
        .map((pairs) => new URLSearchParams(pairs).toString()),
    },
    { weight: 1, arbitrary: fc.constantFrom("%", "a=%zz", "a=%E0%A4%A", "&&&==", "=".repeat(1000)) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  );
}

/** Content types a client might claim, honestly or not. */
export const contentTypeArb = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
  "text/plain",
  "application/csp-report",
  "",
);

/**
 * A valid body with some fields replaced by hostile values and some extra keys: these get past
 * validation far more often than random bodies, so they reach storage, emails and the back office.
 */
export function nearValid(base: Record<string, unknown>, encoding: "json" | "form", wrap?: string) {
  const fields = Object.keys(base);
  return fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: keyArb }),
        nastyString,
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((overrides) => {
      const merged = new Map<string, unknown>(Object.entries(base));
      for (const [key, value] of overrides) merged.set(key, value);
      if (encoding === "form") {
        const form = new URLSearchParams();
        for (const [key, value] of merged) form.append(key, String(value));
        return form.toString();
      }
      const inner = objectText([...merged].map(([key, value]) => [key, JSON.stringify(value)]));
      return wrap ? `{${JSON.stringify(wrap)}:${inner},"locale":"fr"}` : inner;
    });
}
