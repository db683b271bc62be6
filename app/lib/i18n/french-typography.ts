/**
 * The site's one convention for French punctuation (Canadian usage, as the Office québécois de la langue
 * française and the federal style guide write it for the web): a no-break space (U+00A0) before a colon and
 * inside « », a narrow no-break space (U+202F) before ; ? !, an ellipsis character instead of three dots,
 * and no-break spaces inside the numbers we write by hand ("20 635 $", "9 h – 17 h"). A line never breaks
 * before the mark, and every page reads the same.
 */
const NBSP = "\u00a0";
const NNBSP = "\u202f";

/** A mark that ends a phrase: what follows it is a space, the end, or closing punctuation. */
const ENDS = String.raw`(?=$|[\s\u00a0\u202f)\]}"'’»,.…<])`;

/** Each rule: what it forbids, and how to write it instead. */
const frenchTypographyRules: readonly {
  name: string;
  pattern: RegExp;
  fix: (match: string) => string;
}[] = [
  {
    // Times ("9:00") and addresses ("https://") are not prose: a colon counts when a phrase ends there.
    name: "a colon without a no-break space before it",
    pattern: new RegExp(String.raw`(?:^|[^\u00a0])[ \u202f]*:${ENDS}`, "gu"),
    fix: (match) => match.replace(/[ \u202f]*:$/u, `${NBSP}:`),
  },
  {
    // "?!" and "!!" keep their second mark against the first.
    name: "; ? or ! without a narrow no-break space before it",
    pattern: new RegExp(String.raw`(?:^|[^\u202f?!])[ \u00a0]*[;?!]${ENDS}`, "gu"),
    fix: (match) => match.replace(/[ \u00a0]*([;?!])$/u, `${NNBSP}$1`),
  },
  {
    name: "« without a no-break space after it",
    pattern: /«(?!\u00a0)[ \u202f]*/gu,
    fix: () => `«${NBSP}`,
  },
  {
    name: "» without a no-break space before it",
    pattern: /(?:^|[^\u00a0])[ \u202f]*»/gu,
    fix: (match) => match.replace(/[ \u202f]*»$/u, `${NBSP}»`),
  },
  { name: "three dots instead of …", pattern: /\.\.\./gu, fix: () => "…" },
  {
    // Thousands, amounts, percentages and hours written by hand: "20 635 $", "50 %", "9 h" (a phone
    // number's "+1 306-555-0100" is not a thousand).
    name: "a breakable space inside a number",
    pattern: /\d (?=\d{3}(?![\d-])|\$|%|h(?![\p{L}\d]))/gu,
    fix: (match) => `${match[0]}${NBSP}`,
  },
];

export interface TypographyFault {
  rule: string;
  /** A few characters either side of the fault. */
  context: string;
}

/** Every place where `text` breaks the convention. */
export function frenchTypographyFaults(text: string): TypographyFault[] {
  return frenchTypographyRules.flatMap(({ name, pattern }) =>
    [...text.matchAll(pattern)].map((match) => ({
      rule: name,
      context: text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 10),
    })),
  );
}

/** `text` written with the convention. */
export function fixFrenchTypography(text: string): string {
  return frenchTypographyRules.reduce((fixed, { pattern, fix }) => fixed.replace(pattern, fix), text);
}
