import { describe, expect, it } from "vitest";
import { validateContact } from "./schema";

const valid = {
  fullName: "Hélène Tremblay",
  email: "helene@example.ca",
  subject: "Study permit",
  message: "Hello",
};

const cases = {
  en: {
    fullName: "Full name is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    subject: "Subject is required",
    message: "Message is required",
  },
  fr: {
    fullName: "Le nom complet est obligatoire",
    emailRequired: "L’adresse courriel est obligatoire",
    emailInvalid: "Veuillez entrer une adresse courriel valide",
    subject: "L’objet est obligatoire",
    message: "Le message est obligatoire",
  },
} as const;

describe.each(["en", "fr"] as const)("contact schema (%s)", (locale) => {
  const t = cases[locale];

  it("accepts a complete message and trims it", () => {
    const result = validateContact({ ...valid, subject: "  Study permit  " }, locale);
    expect(result).toEqual({ ok: true, value: valid });
  });

  it("requires all four fields, with one message each", () => {
    expect(validateContact({}, locale)).toEqual({
      ok: false,
      errors: { fullName: t.fullName, email: t.emailRequired, subject: t.subject, message: t.message },
    });
  });

  it("treats whitespace-only as empty", () => {
    const result = validateContact(
      { fullName: "   ", email: " \t ", subject: "\n", message: "  \n " },
      locale,
    );
    expect(result).toEqual({
      ok: false,
      errors: { fullName: t.fullName, email: t.emailRequired, subject: t.subject, message: t.message },
    });
  });

  it.each(["plainaddress", "a@b", "a b@example.ca", "@example.ca", "name@.ca x"])(
    "rejects the malformed email %s",
    (email) => {
      expect(validateContact({ ...valid, email }, locale)).toEqual({
        ok: false,
        errors: { email: t.emailInvalid },
      });
    },
  );

  it("rejects values that are not text", () => {
    const result = validateContact({ ...valid, message: 42 }, locale);
    expect(result).toEqual({ ok: false, errors: { message: t.message } });
  });

  it("caps the length of a message", () => {
    const result = validateContact({ ...valid, message: "x".repeat(5001) }, locale);
    expect(result.ok).toBe(false);
  });
});
