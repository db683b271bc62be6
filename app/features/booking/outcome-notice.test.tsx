import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { FormOutcome } from "./picker";
import { OutcomeNotice } from "./slot-choices";

/** The notice's text as a page in `path`'s language shows it. */
function said(outcome: FormOutcome, path: string): string {
  return (
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[path]}>
        <OutcomeNotice outcome={outcome} />
      </MemoryRouter>,
    )
      .replace(/<[^>]+>/g, " ")
      // Spaces only: the no-break spaces of French typography stay.
      .replace(/[ \n\t]+/g, " ")
      .replaceAll("&#x27;", "'")
      .trim()
  );
}

describe("why a booking was refused for its email address", () => {
  it("says how soon the address can book again, in hours, in English and French", () => {
    const limited = (retryAfterSeconds: number): FormOutcome => ({
      status: "address-limited",
      nearest: [],
      retryAfterSeconds,
    });
    expect(said(limited(23 * 3600 + 5), "/book-appointment")).toContain(
      "Too many bookings for this email address",
    );
    expect(said(limited(23 * 3600 + 5), "/book-appointment")).toContain("again in less than 24 hours");
    expect(said(limited(1800), "/book-appointment")).toContain("again in less than 1 hour");
    expect(said(limited(23 * 3600 + 5), "/fr/book-appointment")).toContain(
      "de nouveau avec cette adresse dans moins de 24\u00a0heures",
    );
    expect(said(limited(1800), "/fr/book-appointment")).toContain("dans moins de 1\u00a0heure");
  });

  it("names the links of the confirmation email that move or cancel an appointment", () => {
    const full: FormOutcome = { status: "already-booked", nearest: [] };
    const english = said(full, "/book-appointment");
    expect(english).toContain("You already have upcoming appointments");
    expect(english).toMatch(/“Reschedule”.*“Cancel the appointment”/);
    const french = said(full, "/fr/book-appointment");
    expect(french).toContain("Vous avez déjà des rendez-vous à venir");
    expect(french).toMatch(/«\u00a0Déplacer le rendez-vous\u00a0».*«\u00a0Annuler le rendez-vous\u00a0»/);
  });
});
