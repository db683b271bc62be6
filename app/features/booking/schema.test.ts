import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { bookingSchema, consentText, rescheduleSchema } from "./schema";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const valid = {
  meetingType: "discovery-call",
  startsAt: "2026-12-01T15:00:00.000Z",
  fullName: "  Hélène Tremblay ",
  email: "helene@example.ca",
  phone: "+1 (306) 555-0100",
  note: "",
  consent: "on",
};

describe("booking form schema", () => {
  it("reads a posted form: trimmed text, the slot as an instant, consent as true, an empty note", () => {
    const submission = parseWithZod(form(valid), { schema: bookingSchema("en") });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      meetingType: "discovery-call",
      startsAt: new Date("2026-12-01T15:00:00.000Z"),
      fullName: "Hélène Tremblay",
      email: "helene@example.ca",
      phone: "+1 (306) 555-0100",
      note: "",
      consent: true,
    });
  });

  it("gives one message per field, in the page's language, for an empty or malformed form", () => {
    const empty = parseWithZod(form({ fullName: "   " }), { schema: bookingSchema("en") });
    expect(empty.reply().error).toEqual({
      meetingType: ["Please choose a meeting"],
      startsAt: ["Please choose a time"],
      fullName: ["Full name is required"],
      email: ["Email is required"],
      phone: ["Phone number is required"],
      consent: ["Please agree so that we can book your appointment"],
    });
    const malformed = parseWithZod(
      form({
        ...valid,
        meetingType: "<script>",
        startsAt: "tomorrow",
        email: "a@b",
        phone: "555-0100",
        consent: "yes",
      }),
      { schema: bookingSchema("fr") },
    );
    expect(malformed.reply().error).toEqual({
      meetingType: ["Veuillez choisir le type de rendez-vous"],
      startsAt: ["Veuillez choisir une heure"],
      email: ["Veuillez entrer une adresse courriel valide"],
      phone: ["Veuillez entrer un numéro de téléphone valide (au moins 10\u00a0chiffres)"],
      consent: ["Veuillez donner votre accord pour que nous puissions réserver votre rendez-vous"],
    });
  });

  it("refuses a field sent twice or too long, and keeps what was typed for the form", () => {
    const data = form(valid);
    data.append("startsAt", "2026-12-01T16:00:00.000Z");
    data.set("note", "x".repeat(1001));
    const submission = parseWithZod(data, { schema: bookingSchema("en") });
    const reply = submission.reply();
    expect(reply.error).toMatchObject({
      startsAt: ["Please choose a time"],
      note: ["This field is too long"],
    });
    expect(reply.initialValue).toMatchObject({ fullName: valid.fullName, email: valid.email });
  });

  it("moves a booking with a slot only", () => {
    const moved = parseWithZod(form({ startsAt: valid.startsAt }), { schema: rescheduleSchema("en") });
    expect(moved.status === "success" && moved.value).toEqual({ startsAt: new Date(valid.startsAt) });
  });

  it("stores the consent sentence the form shows, naming the business", () => {
    expect(consentText("en")).toContain(site.businessName);
    expect(consentText("fr")).toMatch(/^J’accepte que /);
  });
});
