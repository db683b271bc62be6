import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n/locale";
import { pick } from "~/lib/i18n/messages";
import { assess } from "./assessment";
import { emptyFormState, type CrsFormState } from "./form-state";
import { crsMessages } from "./messages";
import { ResultPanel } from "./result-panel";
import { specRuleSet } from "./rule-sets";

const clb9 = { speaking: "clb9", reading: "clb9", writing: "clb9", listening: "clb9" } as const;

function render(state: CrsFormState, locale: Locale = "en") {
  const html = renderToStaticMarkup(
    <ResultPanel
      t={pick(crsMessages, locale)}
      locale={locale}
      result={assess(state, specRuleSet)}
      ruleSetId="spec"
      canPrint={false}
      headingRef={null}
    />,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replaceAll("&#x27;", "'");
}

const teer0 = {
  ...emptyFormState(),
  age: "29",
  education: "masters",
  firstLanguage: { ...clb9 },
  canadianWorkExperience: "1",
  arrangementEmployment: "teer0",
} satisfies CrsFormState;

describe("result panel", () => {
  it("shows both totals and the reason for a TEER 0 job offer, in English and French", () => {
    const result = assess(teer0, specRuleSet);
    expect(render(teer0)).toContain(
      `With IRCC's current grid (in force since March 25, 2025), the same answers give ${result.otherGrid!.total} points, because under it a job offer no longer earns points`,
    );
    expect(render(teer0, "fr")).toContain(
      `les mêmes réponses donnent ${result.otherGrid!.total} points, car selon cette grille une offre d’emploi ne rapporte plus de points`,
    );
    expect(render(teer0, "fr")).toContain(`Votre note SCG : ${result.total} points`);
  });

  it("never offers a job offer for points without saying IRCC no longer gives them", () => {
    const state = { ...teer0, arrangementEmployment: "none" } satisfies CrsFormState;
    const text = render(state);
    expect(text).toContain("Valid job offer (arranged employment): Yes, in a TEER 0 occupation");
    expect(text).toContain("IRCC has given no points for a job offer since March 25, 2025.");
    expect(render(state, "fr")).toContain(
      "IRCC n’accorde plus de points pour une offre d’emploi depuis le 25 mars 2025.",
    );
  });

  it("names the unanswered core factors when nothing is answered", () => {
    expect(render(emptyFormState())).toContain(
      "You have not answered your age, your level of education, your first official language (all four skills), and your Canadian work experience.",
    );
    expect(render(emptyFormState(), "fr")).toContain(
      "Vous n’avez pas indiqué votre âge, votre niveau de scolarité, votre première langue officielle (les quatre compétences) et votre expérience de travail au Canada.",
    );
    expect(render(teer0)).not.toContain("You have not answered");
  });
});
