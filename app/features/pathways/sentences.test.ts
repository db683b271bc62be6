import { describe, expect, it } from "vitest";
import { crsMessages } from "~/features/crs/messages";
import type { Locale } from "~/lib/i18n/locale";
import { pick } from "~/lib/i18n/messages";
import { assessPathways, type ProgrammeId } from "./assess";
import { pathwaysMessages } from "./messages";
import { profileFromSearchParams } from "./profile";
import { ruleNumbers } from "./results-data";
import { adviceSentence, checkSentence, statusText, type Wording } from "./sentences";

const wording = (locale: Locale): Wording => ({
  t: pick(pathwaysMessages, locale),
  crs: pick(crsMessages, locale),
  locale,
});
const all = (field: string, level: string) =>
  ["speaking", "listening", "reading", "writing"].map((skill) => `${field}.${skill}=${level}`).join("&");
const programme = (query: string, id: ProgrammeId) =>
  assessPathways(profileFromSearchParams(new URLSearchParams(query))).programmes.find((p) => p.id === id)!;
const sentences = (query: string, id: ProgrammeId, locale: Locale = "en") =>
  programme(query, id).checks.map((check) =>
    checkSentence(wording(locale), check, {
      numbers: ruleNumbers,
      federalMet: ["Federal Skilled Worker Program"],
    }),
  );

const skilledWorker = `age=30&education=masters&educationAssessed=yes&${all("firstLanguage", "clb9")}&skilledWorkYears=6&proofOfFunds=yes&canadianWorkExperience=none&tradeExperience=no`;

describe("the results in words", () => {
  it("says each FSW rule with the rule's number and the answer's, in English and French", () => {
    // Language 18 (CLB 9 in three abilities, none below CLB 7), education 23, experience 15, age 12.
    const query = skilledWorker.replace("firstLanguage.reading=clb9", "firstLanguage.reading=clb6");
    expect(sentences(query, "fsw")).toEqual([
      "You need 1 year of continuous full-time skilled work in the last 10 years; you have 6 years or more.",
      "You need CLB 7 in each ability of your first official language; your reading is CLB 6.",
      "You need a secondary or post-secondary credential, Canadian or assessed (ECA); you have one.",
      "You need proof of settlement funds; you can show it.",
      "You have 68 points out of 100; the pass mark is 67.",
    ]);
    expect(sentences(query, "fsw", "fr")[1]).toBe(
      "Il vous faut le NCLC 7 dans chaque compétence de votre première langue officielle\u202f; en compréhension de l’écrit, vous avez le NCLC 6.",
    );
    expect(adviceSentence(wording("en"), programme(query, "fsw").advice!)).toBe(
      "Raise your reading to CLB 7.",
    );
    expect(adviceSentence(wording("fr"), programme(query, "fsw").advice!)).toBe(
      "Atteindre le NCLC 7 en compréhension de l’écrit.",
    );
  });

  it("says what a job offer is worth when only the pass mark is missing", () => {
    const query = `age=40&education=threePlusYears&educationAssessed=yes&${all("firstLanguage", "clb7")}&skilledWorkYears=2&proofOfFunds=yes`;
    expect(sentences(query, "fsw")[4]).toBe("You have 55 points out of 100; the pass mark is 67.");
    expect(adviceSentence(wording("en"), programme(query, "fsw").advice!)).toBe(
      "A valid job offer would add 15 points.",
    );
  });

  it("says proof of funds is waived with a job offer, and names the federal programme met", () => {
    const query = skilledWorker.replace("proofOfFunds=yes", "arrangementEmployment=teer123");
    expect(sentences(query, "fsw")[3]).toBe(
      "You do not need proof of settlement funds, because you have a valid job offer.",
    );
    expect(sentences(query, "expressEntry")).toEqual([
      "You need to meet a federal program of Express Entry; you meet: Federal Skilled Worker Program.",
    ]);
  });

  it("asks for the TEER category when the language level meets CEC only for TEER 2 or 3 work", () => {
    const query = `${all("firstLanguage", "clb6")}&canadianWorkExperience=1`;
    expect(sentences(query, "cec")[1]).toBe(
      "You need CLB 7 in each ability for a TEER 0 or 1 job, CLB 5 for TEER 2 or 3; your lowest, speaking, is CLB 6: answer your job's TEER category.",
    );
    expect(adviceSentence(wording("en"), programme(query, "cec").advice!)).toBe(
      "Answer your Canadian job's TEER category and your first official language.",
    );
  });

  it("states the trades' rules with their numbers", () => {
    const query = `tradeExperience=yes&${all("firstLanguage", "clb5")}`;
    expect(sentences(query, "fst")[0]).toBe(
      "You need 2 years of full-time work in a skilled trade in the last 5 years; you have them.",
    );
    expect(sentences(`tradeExperience=yes&${all("firstLanguage", "clb5")}`, "fst")[2]).toBe(
      "You need CLB 5 in speaking and listening and CLB 4 in reading and writing; you have them.",
    );
  });

  it("gives the SINP points and a Saskatchewan job offer's worth", () => {
    const query = `${skilledWorker}&saskatchewanJobOffer=no`;
    expect(sentences(query, "sinpOccupationInDemand").at(-1)).toBe(
      "You have 65 points out of 110; the pass mark is 60.",
    );
    expect(adviceSentence(wording("fr"), programme(query, "sinpEmploymentOffer").advice!)).toBe(
      "Une offre d’emploi d’un employeur de la Saskatchewan ajouterait 30 points.",
    );
  });

  it("names a status in words, and for a screening question the question to answer", () => {
    const en = wording("en");
    expect(statusText(en, programme(skilledWorker, "fsw"))).toBe("You meet the requirements");
    expect(statusText(en, programme(skilledWorker, "cec"))).toBe("Does not apply to you");
    expect(statusText(en, programme("age=30", "fsw"))).toBe("Not met yet");
    expect(statusText(en, programme("studyPlans=yes", "study"))).toBe("Worth discussing");
    expect(statusText(en, programme("studyPlans=no", "study"))).toBe("Does not apply to you");
    expect(statusText(en, programme("age=30", "study"))).toBe(
      "Answer “Do you plan to study in Canada?” to know",
    );
    expect(statusText(wording("fr"), programme("age=30", "family"))).toMatch(
      /^Répondez à «\u00a0Votre époux/,
    );
  });
});
