import { pages } from "~/config/pages";
import { formatAddress, site } from "~/config/site";
import { localizePath, type Locale } from "~/lib/i18n/locale";
import { format, labelColon, pick } from "~/lib/i18n/messages";
import { answerMessages } from "./answer-messages";
import { detectIntents, withoutPleasantries, type Intent } from "./intents";
import type { ChatMessage } from "./limits";
import { queryGroups, searchPassages, type Match } from "./search";
import { detectLanguage, sentences, terms } from "./text";

/** Below this share of the question's words, a passage is not an answer to it. */
const MIN_COVERAGE = 0.5;
const MAX_PASSAGES = 3;
const MAX_QUOTE_CHARS = 320;

export interface Retrieval {
  locale: Locale;
  intents: Set<Intent>;
  /** Passages good enough to quote, best first. */
  matches: Match[];
}

/** The answer's language: the message's own, else the page's (DECISIONS "Chat"). */
export function answerLocale(message: string, pageLocale: Locale): Locale {
  return detectLanguage(message) ?? pageLocale;
}

function goodMatches(matches: Match[]): Match[] {
  const covering = matches.filter((match) => match.coverage >= MIN_COVERAGE);
  const best = covering[0];
  if (!best) return [];
  const seen = new Set<string>();
  const pagesSeen = new Set<string>();
  return covering.filter((match) => {
    if (match.score < best.score * 0.35) return false;
    const { url, id } = match.passage;
    const page = url.split("#")[0] ?? url;
    // A page's one-line summary adds nothing once a passage of that page is quoted.
    if (seen.has(url) || (id.startsWith("page:") && pagesSeen.has(page))) return false;
    seen.add(url);
    pagesSeen.add(page);
    return true;
  });
}

/**
 * The passages and intents a message calls for. A short follow-up ("and for my parents?") is read
 * together with the visitor's previous question when it finds nothing on its own.
 */
export function retrieve(
  message: string,
  history: ChatMessage[],
  pageLocale: Locale,
  limit = MAX_PASSAGES,
): Retrieval {
  const locale = answerLocale(message, pageLocale);
  const intents = detectIntents(message);
  const question = withoutPleasantries(message);
  let matches = goodMatches(searchPassages(question, locale, 6));
  const previous = history.findLast((turn) => turn.role === "user")?.content;
  if (matches.length === 0 && previous && queryGroups(question, locale).length <= 4) {
    matches = goodMatches(searchPassages(`${withoutPleasantries(previous)} ${question}`, locale, 6));
  }
  return { locale, intents, matches: matches.slice(0, limit) };
}

/** The sentences of a passage that answer the question: its opening one and the closest other one. */
function quote(text: string, question: string, locale: Locale): string {
  const all = sentences(text);
  const wanted = new Set(terms(question, locale));
  const overlap = (sentence: string) => terms(sentence, locale).filter((term) => wanted.has(term)).length;
  let best = -1;
  let bestScore = 0;
  all.forEach((sentence, index) => {
    const score = overlap(sentence);
    if (index > 0 && score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  const chosen = all.filter((_, index) => index === 0 || index === best).join(" ");
  if (chosen.length <= MAX_QUOTE_CHARS) return chosen;
  const cut = chosen.slice(0, MAX_QUOTE_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

/** Square brackets would end a link's text early. */
function linkText(text: string): string {
  return text.replace(/[[\]]/g, "");
}

/** "How do I…", "steps", "which documents": a question a list answers better than a quote. */
const ASKS_FOR_A_LIST =
  /\b(how|steps?|documents?|checklist|comment|étapes?|etapes?|quels documents|pièces?)\b/i;
const MAX_LIST_ITEMS = 8;

function passageParagraph(
  match: Match,
  question: string,
  locale: Locale,
  withRelated: boolean,
  asList: boolean,
): string {
  const t = pick(answerMessages, locale);
  const { passage } = match;
  const readMore = `[${t.readMore}${labelColon[locale]}${linkText(passage.page)}](${localizePath(passage.url, locale)})`;
  const list = asList ? (passage.list ?? []).slice(0, MAX_LIST_ITEMS) : [];
  const lines =
    list.length > 0
      ? [`${passage.title}${labelColon[locale].trimEnd()}`, ...list.map((item) => `- ${item}`), readMore]
      : [`${passage.title} — ${quote(passage.text, question, locale)} ${readMore}`];
  const related = withRelated
    ? passage.related.filter((link) => link.href.split("#")[0] !== passage.url.split("#")[0]).slice(0, 2)
    : [];
  if (related.length > 0) {
    lines.push(
      `${t.related}${labelColon[locale]}${related.map((link) => `[${linkText(link.text)}](${localizePath(link.href, locale)})`).join(", ")}`,
    );
  }
  return lines.join("\n");
}

/** Values of the `{name}` placeholders in the assistant's sentences. */
export function placeholders(locale: Locale): Record<string, string> {
  return {
    business: site.businessName,
    consultant: site.consultantName,
    phone: site.phone,
    email: site.email,
    address: formatAddress(locale),
    contact: localizePath(pages.contact.path, locale),
    resources: localizePath(pages.resources.path, locale),
    calculator: localizePath(pages.calculator.path, locale),
    intake: localizePath(pages.immigrationForm.path, locale),
  };
}

const intentOrder: Intent[] = ["contact", "hours", "booking", "fees", "crs", "eligibility"];
/** Questions about reaching the office: the facts answer them, and passages would only pad. */
const practicalIntents: ReadonlySet<Intent> = new Set(["contact", "hours", "booking"]);

/**
 * The embedded assistant's answer, in markdown with links to the site's pages. It says only what
 * the site's content says; when nothing fits it says so and offers the contact form.
 */
export function composeAnswer(message: string, history: ChatMessage[], pageLocale: Locale): string {
  const retrieval = retrieve(message, history, pageLocale);
  return renderAnswer(retrieval, message);
}

export function renderAnswer(retrieval: Retrieval, message: string): string {
  const { locale, intents, matches } = retrieval;
  const t = pick(answerMessages, locale);
  const values = placeholders(locale);
  const question = withoutPleasantries(message);
  const hasQuestion = queryGroups(question, locale).length > 0;
  const factParagraphs = intentOrder
    .filter((intent) => intents.has(intent))
    .map((intent) => format(t[intent], values));

  if (factParagraphs.length === 0 && matches.length === 0) {
    if (intents.has("greeting") && !hasQuestion) return format(t.greeting, values);
    if (intents.has("thanks") && !hasQuestion) return format(t.thanks, values);
    return format(t.noMatch, values);
  }
  // A fact paragraph already links the contact page or the calculator: their summaries would repeat it.
  const linkedByFacts = factParagraphs.length > 0 ? new Set(Object.values(values)) : new Set<string>();
  const onlyPractical =
    factParagraphs.length > 0 &&
    intentOrder.every((intent) => !intents.has(intent) || practicalIntents.has(intent));
  const relevant = onlyPractical
    ? []
    : matches.filter((match) => !linkedByFacts.has(localizePath(match.passage.url, locale)));
  const asksForList = ASKS_FOR_A_LIST.test(question);
  // Asked how, or which documents: the good match that lists the steps or items answers first.
  const listing = asksForList ? relevant.findIndex((match) => (match.passage.list?.length ?? 0) > 0) : -1;
  const quoted =
    listing > 0 ? [relevant[listing]!, ...relevant.filter((_, index) => index !== listing)] : relevant;
  const parts = [...factParagraphs];
  if (quoted.length > 0) {
    parts.push(
      t.lead,
      ...quoted.map((match, index) =>
        passageParagraph(match, question, locale, index === 0, index === 0 && asksForList),
      ),
    );
  }
  parts.push(format(t.disclaimer, values));
  return parts.join("\n\n");
}
