import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n/locale";
import { contactSchema } from "./schema";

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

/** What the form and the action see: the posted fields through Conform, first message per field. */
function validateContact(fields: Record<string, string>, locale: Locale) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const submission = parseWithZod(form, { schema: contactSchema(locale) });
  if (submission.status === "success") return { ok: true, value: submission.value };
  const errors = Object.fromEntries(
    Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
  );
  return { ok: false, errors };
}

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
    const result = contactSchema(locale).safeParse({ ...valid, message: 42 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([t.message]);
  });

  it("caps the length of a message", () => {
    const result = validateContact({ ...valid, message: "x".repeat(5001) }, locale);
    expect(result.ok).toBe(false);
  });
});
