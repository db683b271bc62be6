import { describe, expect, it } from "vitest";
import { draftTerms, followLanguage } from "./template";

const contact = {
  fullName: "Amara Okafor",
  email: "amara@example.ca",
  phone: "306-555-0199",
  homeAddress: "Saskatoon",
};
const office = { email: "office@example.ca" };

describe("the agreement's template", () => {
  it("starts in the client's language, with the office's address for complaints", () => {
    const terms = draftTerms(contact, "fr", office, "2026-11-27");
    expect(terms.locale).toBe("fr");
    expect(terms.client.identityConfirmation).toContain("27 novembre 2026");
    expect(terms.complaints).toContain("office@example.ca");
    expect(terms.fees).toEqual([]);
  });

  it("follows a change of language in the parts still as it wrote them, and keeps the parts written over", () => {
    const english = draftTerms(contact, "en", office, "2026-11-27");
    const french = draftTerms(contact, "fr", office, "2026-11-27");
    const changed = { ...english, locale: "fr" as const, services: "Study permit only." };
    const followed = followLanguage(changed, "en", office);
    expect(followed.services).toBe("Study permit only.");
    expect(followed.disbursements).toBe(french.disbursements);
    expect(followed.complaints).toBe(french.complaints);
    expect(followLanguage(english, "en", office)).toBe(english);
  });
});
