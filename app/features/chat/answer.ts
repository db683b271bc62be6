import { pages } from "~/config/page-list";
import { formatAddress, site } from "~/config/site";
import { formatCad } from "~/lib/i18n/currency";
import { localizePath, type Locale } from "~/lib/i18n/locale";
import { format, labelColon, pick } from "~/lib/i18n/messages";
import { answerMessages } from "./answer-messages";
import type { Round } from "~/features/rounds/parse-rounds";
import {
  asksAboutRounds,
  asksOurFees,
  detectIntents,
  mentionsFrench,
  questionKind,
  withoutPleasantries,
  withoutQuantityWords,
  type Intent,
  type QuestionKind,
} from "./intents";
import type { ChatMessage } from "./limits";
import { roundsPassage } from "./rounds-passage";
import { queryGroups, searchPassages, statesQuantity, type Match } from "./search";
import { detectLanguage, sentences, terms } from "./text";

/** Below this share of the question's words, a passage is not an answer to it. */
const MIN_COVERAGE = 0.5;
const MAX_PASSAGES = 3;
const MAX_QUOTE_CHARS = 320;

export interface Retrieval {
  locale: Locale;
  intents: Set<Intent>;
  /** The quantity the question asks for ("how long", "how much"), if any. */
  kind?: QuestionKind;
  /** Passages good enough to quote, best first. */
  matches: Match[];
  /** The meetings one can book and their prices, when the question asks what they cost. */
  meetings?: readonly MeetingPrice[];
}

/** A meeting type as the consultant priced it: in cents, 0 when free, null when not set yet. */
export interface MeetingPrice {
  name: Record<Locale, string>;
  minutes: number;
  priceCents: number | null;
}

/**
 * What the site shows that changes without a new build, read by the server when a question needs it:
 * the rounds of invitations of the rounds page (newest first). Absent, a question about the rounds is
 * answered from the content alone.
 */
export interface AnswerContext {
  rounds?: readonly Round[];
  /** The meeting types of the booking page with their prices. */
  meetings?: readonly MeetingPrice[];
}

/** A question that needs the stored rounds to be answered (the server reads them only then). */
export function needsRounds(message: string): boolean {
  return asksAboutRounds(message);
}

/** A question about what something costs: the meetings' prices may answer it (read only then). */
export function needsPrices(message: string): boolean {
  return detectIntents(message).has("fees");
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
  context: AnswerContext = {},
): Retrieval {
  const locale = answerLocale(message, pageLocale);
  const intents = detectIntents(message);
  const kind = questionKind(message);
  // "How long does it take": the quantity asked for ranks the passages; the rest says what it is about.
  const question = withoutQuantityWords(withoutPleasantries(message), kind);
  let matches = goodMatches(searchPassages(question, locale, 6, kind));
  const previous = history.findLast((turn) => turn.role === "user")?.content;
  if (matches.length === 0 && previous && queryGroups(question, locale).length <= 4) {
    matches = goodMatches(
      searchPassages(
        `${withoutQuantityWords(withoutPleasantries(previous), kind)} ${question}`,
        locale,
        6,
        kind,
      ),
    );
  }
  if (context.rounds && asksAboutRounds(message)) {
    // The rounds the rounds page shows answer first; that page's summary would only repeat the link.
    const rounds = roundsPassage(context.rounds, locale, mentionsFrench(message));
    const best = matches[0]?.score ?? 1;
    matches = [
      { passage: rounds, score: best, coverage: 1 },
      ...matches.filter((match) => match.passage.url !== rounds.url),
    ];
  }
  return { locale, intents, kind, matches: matches.slice(0, limit), meetings: context.meetings };
}

/**
 * The sentences of a passage that answer the question: its opening one and the closest other one,
 * which, when the question asks for a quantity, is one that states it.
 */
function quote(text: string, question: string, locale: Locale, kind?: QuestionKind): string {
  const all = sentences(text);
  const groups = queryGroups(question, locale);
  // The question's words found in the sentence (each by itself or a synonym); asked for a quantity,
  // a sentence stating one comes before any that does not.
  const overlap = (sentence: string) => {
    const present = new Set(terms(sentence, locale));
    const found = groups.filter((group) => group.some((term) => present.has(term))).length;
    return found + (kind && statesQuantity(sentence, kind) ? groups.length + 1 : 0);
  };
  let best = -1;
  let bestScore = 0;
  all.forEach((sentence, index) => {
    const score = overlap(sentence);
    if (index > 0 && score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  const opening = all[0] ?? "";
  const closest = best > 0 ? all[best] : undefined;
  const both = closest ? `${opening} ${closest}` : opening;
  if (both.length <= MAX_QUOTE_CHARS) return both;
  // Both do not fit: the sentence stating the quantity asked for is the answer, the opening is not.
  if (closest && kind && statesQuantity(closest, kind) && !statesQuantity(opening, kind)) {
    return shorten(closest);
  }
  return shorten(both);
}

function shorten(text: string): string {
  if (text.length <= MAX_QUOTE_CHARS) return text;
  const cut = text.slice(0, MAX_QUOTE_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

/** Square brackets would end a link's text early. */
function linkText(text: string): string {
  return text.replace(/[[\]]/g, "");
}

/**
 * "How do I…", "steps", "which documents": a question a list answers better than a quote; not "how
 * long" or "how much", which a number answers.
 */
const ASKS_FOR_A_LIST =
  /\b(how|steps?|documents?|checklist|comment|étapes?|etapes?|quels documents|pièces?)\b/i;
const asksForList = (question: string, kind: QuestionKind | undefined) =>
  kind === undefined && ASKS_FOR_A_LIST.test(question);
const MAX_LIST_ITEMS = 8;

function passageParagraph(
  match: Match,
  question: string,
  locale: Locale,
  withRelated: boolean,
  asList: boolean,
  kind?: QuestionKind,
): string {
  const t = pick(answerMessages, locale);
  const { passage } = match;
  const readMore = `[${t.readMore}${labelColon[locale]}${linkText(passage.page)}](${localizePath(passage.url, locale)})`;
  const list = asList ? (passage.list ?? []).slice(0, MAX_LIST_ITEMS) : [];
  const lines =
    list.length > 0
      ? [`${passage.title}${labelColon[locale].trimEnd()}`, ...list.map((item) => `- ${item}`), readMore]
      : [
          `${passage.title} — ${passage.whole ? passage.text : quote(passage.text, question, locale, kind)} ${readMore}`,
        ];
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
    booking: localizePath(pages.bookAppointment.path, locale),
    resources: localizePath(pages.resources.path, locale),
    calculator: localizePath(pages.calculator.path, locale),
    pathways: localizePath(pages.pathways.path, locale),
    intake: localizePath(pages.immigrationForm.path, locale),
  };
}

/**
 * What the consultancy charges: each meeting's price as the consultant set it ("Free discovery call
 * (15 minutes): free. Consultation (60 minutes): $150."), then how fees for an application are set.
 * Without the prices, where to find them.
 */
export function feesParagraph(locale: Locale, meetings: readonly MeetingPrice[] | undefined): string {
  const t = pick(answerMessages, locale);
  const values = placeholders(locale);
  if (!meetings || meetings.length === 0) return format(t.fees, values);
  const prices = meetings.map((meeting) =>
    format(t.meetingPrice, {
      name: meeting.name[locale],
      minutes: meeting.minutes,
      price:
        meeting.priceCents === null
          ? t.priceOnRequest
          : meeting.priceCents === 0
            ? t.free
            : formatCad(meeting.priceCents, locale),
    }),
  );
  return format(t.feesWithPrices, { ...values, prices: prices.join(" ") });
}

const intentOrder: Intent[] = ["contact", "hours", "fees", "booking", "crs", "eligibility"];
/** Questions about reaching the office: the facts answer them, and passages would only pad. */
const practicalIntents: ReadonlySet<Intent> = new Set(["contact", "hours", "booking"]);
/**
 * Paragraphs that point to a tool rather than answer ("estimate your score with the calculator"):
 * they follow the passages that answer the question, and answer alone when none does.
 */
const pointerIntents: ReadonlySet<Intent> = new Set(["crs", "eligibility"]);

/**
 * The embedded assistant's answer from what was retrieved, in markdown with links to the site's pages.
 * It says only what the site's content says; when nothing fits it says so and offers the contact form.
 */
export function renderAnswer(retrieval: Retrieval, message: string): string {
  const { locale, intents, kind, matches, meetings } = retrieval;
  const t = pick(answerMessages, locale);
  const values = placeholders(locale);
  const question = withoutPleasantries(message);
  const hasQuestion = queryGroups(question, locale).length > 0;
  const shown = intentOrder.filter(
    // The fees paragraph says how to book the consultation it prices.
    (intent) => intents.has(intent) && !(intent === "booking" && intents.has("fees")),
  );
  const paragraph = (intent: Intent) =>
    intent === "fees" ? feesParagraph(locale, meetings) : format(t[intent], values);
  const factParagraphs = shown.filter((intent) => !pointerIntents.has(intent)).map(paragraph);
  const pointerParagraphs = shown.filter((intent) => pointerIntents.has(intent)).map(paragraph);

  if (shown.length === 0 && matches.length === 0) {
    if (intents.has("greeting") && !hasQuestion) return format(t.greeting, values);
    if (intents.has("thanks") && !hasQuestion) return format(t.thanks, values);
    return format(t.noMatch, values);
  }
  // A page's summary (or the contact facts) adds nothing beside a fact paragraph that links that page.
  const factLinks = new Set(
    [...factParagraphs, ...pointerParagraphs].flatMap((text) =>
      [...text.matchAll(/\]\(([^)]+)\)/g)].map((link) => link[1]),
    ),
  );
  const repeatsFacts = ({ passage }: Match) =>
    (passage.id.startsWith("page:") || passage.id.startsWith("site:")) &&
    factLinks.has(localizePath(passage.url, locale));
  // Asked what the consultancy charges, the fees paragraph is the answer; passages about other costs are not.
  const practical = (intent: Intent) =>
    practicalIntents.has(intent) || (intent === "fees" && asksOurFees(message, intents));
  const onlyPractical =
    shown.length > 0 && intentOrder.every((intent) => !intents.has(intent) || practical(intent));
  const relevant = onlyPractical ? [] : matches.filter((match) => !repeatsFacts(match));
  const listAsked = asksForList(question, kind);
  // Asked how, or which documents: the good match that lists the steps or items answers first.
  const listing = listAsked ? relevant.findIndex((match) => (match.passage.list?.length ?? 0) > 0) : -1;
  const quoted =
    listing > 0 ? [relevant[listing]!, ...relevant.filter((_, index) => index !== listing)] : relevant;
  const parts = [...factParagraphs];
  if (quoted.length > 0) {
    parts.push(
      t.lead,
      ...quoted.map((match, index) =>
        passageParagraph(match, question, locale, index === 0, index === 0 && listAsked, kind),
      ),
    );
  }
  parts.push(...pointerParagraphs);
  parts.push(format(t.disclaimer, values));
  return parts.join("\n\n");
}
