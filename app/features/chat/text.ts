import type { Locale } from "~/lib/i18n/locale";

/** Lowercase without accents or typographic quotes, so "Études" and "etudes" meet in the index. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`]/g, "'")
    .toLowerCase();
}

/** Words of a text, after normalising; elisions ("l'immigration") are split off. */
export function words(text: string): string[] {
  return normalize(text)
    .split(/[^a-z0-9+]+/)
    .flatMap((word) => word.split("+"))
    .filter(Boolean);
}

const englishStopwords = new Set(
  "a about also am an and any are as at be been but by can canada canadian could d did do does doing for from get got had has have he hello her hey hi his how i if in into is it its here just know like ll lot m me much my need of on or our please re really s should so some tell than thank thanks that the their them then there these they t this to us ve very want was we were what when where which while who why will with would you your".split(
    " ",
  ),
);

const frenchStopwords = new Set(
  "a ai aimerais au aux avec beaucoup besoin bonjour canada canadien canadienne c ce ces cet cette comment d dans de des dire dois doit du elle en est et etre faire faut il j je l la le les leur lui m ma mais me merci mes moi mon n ne nos notre nous on ou par pas peut peux pour quand que quel quelle quelles quels qu qui s sa salut savoir se ses si son sont stp sur svp t ta te tes toi ton tres tu un une veux voudrais vos votre vous y".split(
    " ",
  ),
);

/** Words that only one of the two languages uses; they decide the language of a message. */
const englishMarkers = new Set(
  "the is are my how what can do does i you your need want much long with and for hello hi hey thanks thank where when which who why should will have get".split(
    " ",
  ),
);
const frenchMarkers = new Set(
  "le la les mon ma mes est sont comment quel quelle quels quelles je vous votre vos pour avec et bonjour salut merci ou quand puis dois peux faut combien pourquoi une des du au aux ai suis etre avoir besoin qu qui".split(
    " ",
  ),
);

/**
 * The language a message is written in, or undefined when it gives no clue ("CRS?", "Express Entry").
 * Accented letters only French uses count as a clue too.
 */
export function detectLanguage(text: string): Locale | undefined {
  let english = 0;
  let french = /[àâçéèêëîïôûùüÿœ]/i.test(text) ? 1 : 0;
  for (const word of words(text)) {
    if (englishMarkers.has(word)) english += 1;
    if (frenchMarkers.has(word)) french += 1;
  }
  if (english === french) return undefined;
  return english > french ? "en" : "fr";
}

function stemEnglish(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("ship") && word.length > 7) return word.slice(0, -4);
  if (word.endsWith("ing") && word.length > 5) return word.slice(0, -3);
  if (word.endsWith("ed") && word.length > 4) return word.slice(0, -2);
  if (word.endsWith("es") && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const frenchSuffixes = [
  "issements",
  "issement",
  "ements",
  "ement",
  "ations",
  "ation",
  "euses",
  "euse",
  "eux",
  "ees",
  "ee",
  "es",
  "er",
  "ez",
  "e",
  "s",
  "x",
];

function stemFrench(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("aux") && word.length > 4) return `${word.slice(0, -3)}al`;
  for (const suffix of frenchSuffixes) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

/** A light stemmer per language: plurals and common endings, so "permits" finds "permit". */
export function stem(word: string, locale: Locale): string {
  return locale === "fr" ? stemFrench(word) : stemEnglish(word);
}

export function isStopword(word: string, locale: Locale): boolean {
  return locale === "fr" ? frenchStopwords.has(word) : englishStopwords.has(word);
}

/** The terms of a text as the index stores them: normalised, without stopwords, stemmed. */
export function terms(text: string, locale: Locale): string[] {
  return words(text)
    .filter((word) => !isStopword(word, locale))
    .map((word) => stem(word, locale));
}

/**
 * Sentences of a passage, for quoting the part that answers the question. Line breaks and runs of
 * spaces become one space; the no-break spaces French writes in "22 895 $" or before ":" stay.
 */
export function sentences(text: string): string[] {
  return (
    text
      .replace(/[ \t\n\r\f\v]+/g, " ")
      .match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g)
      ?.map((sentence) => sentence.trim())
      .filter(Boolean) ?? []
  );
}
