import { normalize } from "./text";

/** Kinds of question the assistant answers from the site's facts rather than from a passage. */
export type Intent = "greeting" | "thanks" | "contact" | "hours" | "booking" | "fees" | "crs" | "eligibility";

const patterns: Record<Intent, RegExp> = {
  greeting:
    /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|bonjour|bonsoir|salut|allo|coucou|hola)\b/,
  thanks:
    /\b(thanks|thank you|thank u|thx|ty|cheers|much appreciated|merci|bye|goodbye|au revoir|bonne journee)\b/,
  contact:
    /\b(contact|phone|call you|telephone|tel|e-?mail|address|located|location|your office|the office|where are you|reach you|joindre|contacter|courriel|adresse|votre bureau|ou etes-vous|ou vous trouvez|situes|vous appeler|numero)\b/,
  hours:
    /\b(office hours|business hours|opening hours|your hours|are you open|open on|closed on|what time|saturday|sunday|weekend|heures d'?ouverture|horaires?|vos heures|etes-vous ouverts?|ouverts? le|fermes? le|samedi|dimanche|fin de semaine)\b/,
  booking:
    /\b(book|booking|appointment|consultation|consult|meeting|meet (you|with)|schedule|discovery call|rendez-vous|rendez vous|rdv|reserver|reservation|rencontrer|prendre rendez|appel de decouverte)\b/,
  fees: /\b(fees?|costs?|prices?|pricing|charge|how much (do|does|will|would) (you|it|your|the consultation)|rates?|(have|need) to pay|paid|tarifs?|frais|couts?|coute|prix|honoraires|payant|payante|payer)\b/,
  crs: /\b(crs|scg|comprehensive ranking|classement global|score|pointage|calculat\w*|calculer|calculateur)\b/,
  eligibility:
    /\b(eligible|eligibility|qualify|my chances|am i able|free assessment|assess my|admissible|admissibilite|mes chances|evaluation gratuite|evaluer mon|evaluer ma)\b/,
};

export function detectIntents(message: string): Set<Intent> {
  const text = normalize(message).trim();
  const found = new Set<Intent>();
  for (const [intent, pattern] of Object.entries(patterns) as [Intent, RegExp][]) {
    if (pattern.test(text)) found.add(intent);
  }
  return found;
}

/** The message without its opening greeting or closing thanks, to see if a question is left. */
export function withoutPleasantries(message: string): string {
  return normalize(message)
    .replace(patterns.greeting, " ")
    .replace(new RegExp(patterns.thanks.source, "g"), " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** What a question asks for, when it asks for a quantity: a passage stating one answers it better. */
export type QuestionKind = "amount" | "duration" | "count";

/** Checked in this order: "how long" and "how much" before a plain "how many" or "combien". */
const kinds: [QuestionKind, RegExp][] = [
  [
    "duration",
    /\b(how long|how many (days|weeks|months|years)|processing times?|wait(ing)? times?|delays?|combien de temps|combien de (jours|semaines|mois|ans|annees)|delais?|temps de traitement|duree)\b/,
  ],
  [
    "amount",
    /\b(how much|costs?|prices?|fees?|amount|money|proof of funds|combien d'argent|combien coute|coute|couts?|prix|frais|montant|argent|preuve de fonds)\b/,
  ],
  ["count", /\b(how many|combien)\b/],
];

/** The quantity a question asks for ("How long…?" a duration, "How much…?" an amount), if any. */
export function questionKind(message: string): QuestionKind | undefined {
  const text = normalize(message);
  return kinds.find(([, pattern]) => pattern.test(text))?.[0];
}

/**
 * The words that only say a quantity is asked for ("how long", "combien"): the passages are searched
 * for the rest, which says what the quantity is about. "How long does it take" asks for a processing
 * time, the words the site uses for it ("IRCC's service standard").
 */
export function withoutQuantityWords(question: string, kind?: QuestionKind): string {
  let text = question;
  if (kind === "duration") {
    text = text
      .replace(/\b(takes?|taking|took)\b/g, " processing ")
      .replace(/\b(prend|prennent|prendre|faut-il|faut il)\b/g, " traitement ")
      .replace(/\b(times?|temps)\b/g, " ");
  }
  return text
    .replace(/\b(how long|how much|how many|combien de temps|combien)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "draws", "rounds", "cut-off", "tirages", "seuil": a question about the rounds of invitations. */
export function asksAboutRounds(message: string): boolean {
  return /\b(draws?|rounds?|cut-?offs?|lowest scores?|minimum scores?|tirages?|rondes?|seuils?|note minimale|note la plus basse)\b/.test(
    normalize(message),
  );
}

/** The question mentions French (the language, its speakers or its tests). */
export function mentionsFrench(message: string): boolean {
  return /\b(french|francophones?|francais|francaise|nclc|tef|tcf)\b/.test(normalize(message));
}

/** Fees asked of the consultancy itself (its consultation, "your fees"), not of IRCC or a school. */
export function asksOurFees(message: string, intents: Set<Intent>): boolean {
  if (!intents.has("fees")) return false;
  return (
    intents.has("booking") ||
    /\b(you|your|yours|vous|vos|votre|honoraires|tarifs?|consultant|consultante)\b/.test(normalize(message))
  );
}
