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
    /\b(book|booking|appointment|consultation|consult|meeting|meet (you|with)|schedule|rendez-vous|rendez vous|rdv|reserver|reservation|rencontrer|prendre rendez)\b/,
  fees: /\b(fees?|costs?|prices?|pricing|charge|how much (do|does|will|would) (you|it|your|the consultation)|rates?|tarifs?|frais|couts?|coute|prix|honoraires)\b/,
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
