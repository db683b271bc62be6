import { pages } from "~/config/page-list";
import { formatLongDate } from "~/lib/dates";
import type { Locale } from "~/lib/i18n/locale";
import { defineMessages, format, pick } from "~/lib/i18n/messages";
import { roundLabel } from "~/features/rounds/categories";
import type { Round } from "~/features/rounds/parse-rounds";
import type { Passage } from "./passages";

const messages = defineMessages({
  en: {
    title: "Express Entry rounds of invitations",
    frenchTitle: "French-language proficiency rounds",
    latest:
      "The latest round, on {date} ({label}), invited {invitations} candidates with a CRS score of {cutoff} or more.",
    range: "The {count} rounds from {from} to {to} had cut-offs from {min} to {max}.",
    frenchLatest:
      "The latest French-language proficiency round, on {date}, invited {invitations} candidates with a CRS score of {cutoff} or more.",
    frenchRange:
      "The {count} French-language proficiency rounds from {from} to {to} had cut-offs from {min} to {max}.",
    frenchNone:
      "None of the {count} rounds from {from} to {to} was a French-language proficiency round; the latest round, on {date}, had a cut-off of {cutoff}.",
    none: "Our rounds page lists the rounds of invitations IRCC has held in the last six months, with the lowest score each one invited, as soon as they have been read from IRCC.",
  },
  fr: {
    title: "Rondes d’invitations d’Entrée express",
    frenchTitle: "Rondes axées sur les compétences linguistiques en français",
    latest:
      "La dernière ronde, le {date} ({label}), a invité {invitations} candidats dont la note SCG était d’au moins {cutoff}.",
    range: "Les {count} rondes du {from} au {to} avaient des seuils de {min} à {max}.",
    frenchLatest:
      "La dernière ronde axée sur les compétences linguistiques en français, le {date}, a invité {invitations} candidats dont la note SCG était d’au moins {cutoff}.",
    frenchRange:
      "Les {count} rondes axées sur les compétences linguistiques en français du {from} au {to} avaient des seuils de {min} à {max}.",
    frenchNone:
      "Aucune des {count} rondes du {from} au {to} n’était axée sur les compétences linguistiques en français ; la dernière ronde, le {date}, avait un seuil de {cutoff}.",
    none: "Notre page des rondes présente les rondes d’invitations tenues par IRCC au cours des six derniers mois, avec la note la plus basse invitée à chacune, dès qu’elles ont été relevées sur le site d’IRCC.",
  },
});

const number = (value: number, locale: Locale) => value.toLocaleString(locale === "fr" ? "fr-CA" : "en-CA");

/** "August 19, 2026" / "19 août 2026", "1er septembre 2026": in French the day keeps to its month. */
function longDate(isoDay: string, locale: Locale): string {
  const text = formatLongDate(isoDay, locale);
  return locale === "fr" ? text.replace(/^1 /, "1er ").replace(/^(\d+(?:er)?) /, "$1\u00a0") : text;
}

/**
 * The rounds the site shows (the last six months of IRCC's rounds, newest first) as one passage that
 * answers a question about them: the latest round, or the latest French-language proficiency round
 * when the question is about French, and the range of cut-offs. Built when the question is asked, from
 * the stored rounds, so it states what the rounds page states.
 */
export function roundsPassage(rounds: readonly Round[], locale: Locale, french: boolean): Passage {
  const t = pick(messages, locale);
  const base = {
    id: "live:rounds",
    locale,
    page: pages.expressEntryRounds.title[locale],
    url: pages.expressEntryRounds.path,
    keywords: "",
    related: [],
    whole: true,
  };
  const newestFirst = [...rounds].sort(
    (a, b) => b.drawnOn.localeCompare(a.drawnOn) || Number.parseInt(b.number) - Number.parseInt(a.number),
  );
  const [latest] = newestFirst;
  if (!latest) return { ...base, title: t.title, text: t.none };
  const date = (round: Round) => longDate(round.drawnOn, locale);
  const sentences = (list: readonly Round[], first: string, range: string) => {
    const [newest] = list;
    const cutoffs = list.map((round) => round.cutoff);
    const values = {
      date: date(newest!),
      label: roundLabel(newest!, locale),
      invitations: number(newest!.invitations, locale),
      cutoff: number(newest!.cutoff, locale),
      count: list.length,
      from: date(list.at(-1)!),
      to: date(newest!),
      min: number(Math.min(...cutoffs), locale),
      max: number(Math.max(...cutoffs), locale),
    };
    return [format(first, values), ...(list.length > 1 ? [format(range, values)] : [])].join(" ");
  };
  if (!french) return { ...base, title: t.title, text: sentences(newestFirst, t.latest, t.range) };
  const ofFrench = newestFirst.filter((round) => round.category === "french");
  const text =
    ofFrench.length > 0
      ? sentences(ofFrench, t.frenchLatest, t.frenchRange)
      : format(t.frenchNone, {
          count: newestFirst.length,
          from: date(newestFirst.at(-1)!),
          to: date(latest),
          date: date(latest),
          cutoff: number(latest.cutoff, locale),
        });
  return { ...base, title: t.frenchTitle, text };
}
