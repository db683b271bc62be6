import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { emptyIntake, intakeFieldNames, type IntakeValues } from "./fields";
import { completeIntake, intakeForm } from "../../../tests/support/intake-fixture";
import { intakeErrors, intakeSchema, toIntakeValues, validateIntake } from "./schema";

const now = new Date("2026-06-15T12:00:00Z");

const messages = {
  en: {
    name: "Please enter a valid name (minimum 2 characters, letters only)",
    age: "You must be between 18 and 99 years old",
    email: "Please enter a valid email address",
    phone: "Please enter a valid phone number (minimum 10 digits)",
    min2: "This field is required (minimum 2 characters)",
    address: "Please enter a valid address (minimum 5 characters)",
    province: "Please select a preferred province",
    marital: "Please select a valid marital status",
    required: "This field is required",
    number: "Please enter a number of 0 or more",
    consent: "Please confirm that you agree before submitting",
  },
  fr: {
    name: "Veuillez entrer un nom valide (au moins 2 caractères, lettres seulement)",
    age: "Vous devez avoir entre 18 et 99 ans",
    email: "Veuillez entrer une adresse courriel valide",
    phone: "Veuillez entrer un numéro de téléphone valide (au moins 10 chiffres)",
    min2: "Ce champ est obligatoire (au moins 2 caractères)",
    address: "Veuillez entrer une adresse valide (au moins 5 caractères)",
    province: "Veuillez choisir une province",
    marital: "Veuillez choisir un état matrimonial valide",
    required: "Ce champ est obligatoire",
    number: "Veuillez entrer un nombre égal ou supérieur à 0",
    consent: "Veuillez confirmer votre accord avant d’envoyer le formulaire",
  },
} as const;

function errorFor(change: Partial<IntakeValues>, field: string, locale: "en" | "fr" = "en") {
  const result = validateIntake({ ...completeIntake(), ...change }, locale, now);
  return result.ok ? undefined : (result.errors as Record<string, string>)[field];
}

describe("intake schema", () => {
  it("accepts a complete form, trims text, turns numbers into numbers and keeps services", () => {
    const result = validateIntake({ ...completeIntake(), institution: "  University of Lagos " }, "en", now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.institution).toBe("University of Lagos");
    expect(result.value.totalEducationYears).toBe(18);
    expect(result.value.yearsOfExperience).toBe(7);
    expect(result.value.services).toEqual({
      pnp: true,
      expressEntry: true,
      rnip: false,
      postMigrationJob: false,
    });
  });

  it("reports every field of an empty form", () => {
    const result = validateIntake(emptyIntake(), "en", now);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const conditional = [
      "previousVisaDetails",
      "languageTestScore",
      "jobOfferDetails",
      "familyDetails",
      "characterDetails",
    ];
    expect(Object.keys(result.errors).sort()).toEqual(
      [...intakeFieldNames.filter((name) => !conditional.includes(name)), "consent"].sort(),
    );
  });

  describe.each(["en", "fr"] as const)("messages (%s)", (locale) => {
    const t = messages[locale];
    it.each([
      ["fullName", "A", t.name],
      ["fullName", "R2-D2", t.name],
      // Empty or blank: missing, whatever the length or format rule (that one is for a typed answer).
      ["fullName", "", t.required],
      ["fullName", "  ", t.required],
      ["dateOfBirth", "", t.required],
      ["email", " ", t.required],
      ["phoneNumber", "", t.required],
      ["nationality", "", t.required],
      ["birthCountry", " ", t.required],
      ["residentialAddress", "", t.required],
      ["residentialAddress", "   ", t.required],
      ["dateOfBirth", "2010-01-01", t.age],
      ["dateOfBirth", "1920-01-01", t.age],
      ["dateOfBirth", "not a date", t.age],
      ["email", "helene@example", t.email],
      ["phoneNumber", "306-555-01", t.phone],
      ["phoneNumber", "+1 (306) 555-0199", t.phone],
      ["nationality", "N", t.min2],
      ["birthCountry", "C", t.min2],
      ["residentialAddress", "Rue", t.address],
      ["preferredProvince", "", t.province],
      ["preferredProvince", "Texas", t.province],
      ["maritalStatus", "Complicated", t.marital],
      ["motherName", "", t.required],
      ["institution", "   ", t.required],
      ["isStudying", "maybe", t.required],
      ["educationLevel", "", t.required],
      ["totalEducationYears", "", t.required],
      ["totalEducationYears", "-1", t.number],
      ["yearsOfExperience", "many", t.number],
      ["dependentsInfo", "", t.required],
    ])("%s = %j → %s", (field, value, message) => {
      expect(errorFor({ [field]: value } as Partial<IntakeValues>, field, locale)).toBe(message);
    });

    it("requires consent", () => {
      expect(errorFor({ consent: false }, "consent", locale)).toBe(t.consent);
    });

    it("checks a follow-up question while other answers are still empty", () => {
      const result = validateIntake({ ...emptyIntake(), hasCharacterIssues: "yes" }, locale, now);
      expect(result.ok ? undefined : result.errors.characterDetails).toBe(t.required);
    });

    it.each([
      ["previousVisas", "previousVisaDetails"],
      ["hasLanguageTest", "languageTestScore"],
      ["hasJobOffer", "jobOfferDetails"],
      ["hasFamily", "familyDetails"],
      ["hasCriminalRecord", "characterDetails"],
      ["hasWarCrimes", "characterDetails"],
      ["hasExtremistSupport", "characterDetails"],
      ["hasCharacterIssues", "characterDetails"],
    ])("requires %s's follow-up %s only when the answer is yes", (question, detail) => {
      expect(errorFor({ [question]: "yes", [detail]: "" } as Partial<IntakeValues>, detail, locale)).toBe(
        t.required,
      );
      expect(
        errorFor({ [question]: "no", [detail]: "" } as Partial<IntakeValues>, detail, locale),
      ).toBeUndefined();
    });
  });

  it("accepts names in any script with both apostrophes, and ages 18 and 99 by year", () => {
    for (const fullName of ["Zoë D’Arcy", "José Ñúñez", "Ōsaka Tarō", "Li-Na O'Neil", "Ахмед Иванов"]) {
      expect(errorFor({ fullName }, "fullName")).toBeUndefined();
    }
    expect(errorFor({ dateOfBirth: "2008-12-31" }, "dateOfBirth")).toBeUndefined();
    expect(errorFor({ dateOfBirth: "1927-01-01" }, "dateOfBirth")).toBeUndefined();
    expect(errorFor({ dateOfBirth: "2009-01-01" }, "dateOfBirth")).toBeDefined();
    expect(errorFor({ dateOfBirth: "1926-12-31" }, "dateOfBirth")).toBeDefined();
  });

  it("stores a hidden follow-up as empty even if text was typed before the answer changed", () => {
    const result = validateIntake(
      { ...completeIntake(), previousVisas: "no", previousVisaDetails: "typed, then answered no" },
      "en",
      now,
    );
    expect(result.ok && result.value.previousVisaDetails).toBe("");
  });

  describe("the posted form, parsed as the page's action parses it", () => {
    const parse = (form: URLSearchParams, locale: "en" | "fr" = "en") => {
      const data = new FormData();
      for (const [key, value] of form) data.append(key, value);
      return parseWithZod(data, { schema: intakeSchema(locale, now) });
    };

    it('gives the same submission as the answers in the browser, ticked boxes read from "on"', () => {
      const submission = parse(intakeForm({ ...completeIntake(), institution: " University of Lagos " }));
      const answers = validateIntake(
        { ...completeIntake(), institution: " University of Lagos " },
        "en",
        now,
      );
      expect(submission.status).toBe("success");
      expect(answers.ok).toBe(true);
      if (submission.status !== "success" || !answers.ok) return;
      expect(submission.value).toEqual(answers.value);
      expect(submission.value.services).toEqual({
        pnp: true,
        expressEntry: true,
        rnip: false,
        postMigrationJob: false,
      });
    });

    it.each(["en", "fr"] as const)("refuses an empty form with the browser's messages (%s)", (locale) => {
      const submission = parse(new URLSearchParams(), locale);
      const answers = validateIntake(emptyIntake(), locale, now);
      expect(submission.status).toBe("error");
      expect(answers.ok).toBe(false);
      if (answers.ok) return;
      const errors = intakeErrors(submission.reply().error ?? {});
      expect(errors).toEqual(answers.errors);
      expect(errors.consent).toBe(messages[locale].consent);
    });

    it("checks a follow-up that is shown even when other answers are wrong, and empties a hidden one", () => {
      const refused = parse(
        intakeForm({
          ...completeIntake(),
          fullName: "",
          hasFamily: "yes",
          familyDetails: "",
          consent: false,
        }),
      );
      expect(refused.status).toBe("error");
      expect(Object.keys(intakeErrors(refused.reply().error ?? {})).sort()).toEqual(
        ["consent", "familyDetails", "fullName"].sort(),
      );
      const stored = parse(
        intakeForm({ ...completeIntake(), hasFamily: "no", familyDetails: "typed first" }),
      );
      expect(stored.status === "success" && stored.value.familyDetails).toBe("");
    });

    it("sends the typed values back with the errors, and reads them into the form's shape", () => {
      const reply = parse(intakeForm({ ...completeIntake(), fullName: "A", consent: false })).reply();
      const values = toIntakeValues(reply.initialValue);
      expect(values).toEqual({ ...completeIntake(), fullName: "A", consent: false });
    });
  });

  it("reads untrusted input into the form's shape, ignoring unknown keys and wrong types", () => {
    const values = toIntakeValues({
      fullName: "Ana",
      yearsOfExperience: 3,
      position: { nested: true },
      services: { pnp: true, rnip: "yes" },
      consent: "true",
      extra: "ignored",
    });
    expect(values.fullName).toBe("Ana");
    expect(values.yearsOfExperience).toBe("3");
    expect(values.position).toBe("");
    expect(values.services).toEqual({ pnp: true, expressEntry: false, rnip: false, postMigrationJob: false });
    expect(values.consent).toBe(false);
    expect("extra" in values).toBe(false);
    expect(toIntakeValues(null)).toEqual(emptyIntake());
  });
});
