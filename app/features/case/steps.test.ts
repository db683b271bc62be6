import { describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import {
  addDays,
  daysBetween,
  latestReached,
  nextActions,
  stepAction,
  stepName,
  usualDueDaysOf,
  type CaseStep,
} from "./steps";

const step = (fields: Partial<CaseStep>): CaseStep => ({
  id: crypto.randomUUID(),
  kind: "decision",
  name: null,
  reachedOn: null,
  dueOn: null,
  doneOn: null,
  applicationNumber: null,
  ...fields,
});

describe("a case's steps", () => {
  it("names the site's steps and the consultant's own in each language", () => {
    expect(stepName(step({ kind: "biometrics-requested" }), "fr")).toBe("Données biométriques demandées");
    const custom = step({ kind: "custom", name: { en: "Police certificate", fr: "Certificat de police" } });
    expect(stepName(custom, "en")).toBe("Police certificate");
    expect(stepAction(custom, "fr")).toBe("Terminez cette étape\u00a0: Certificat de police");
    expect(stepAction(step({ kind: "medical-requested" }), "en")).toMatch(/panel physician/);
  });

  it("takes IRCC's periods from the facts, and counts days across months and years", () => {
    expect(usualDueDaysOf("invitation")).toBe(facts.invitationDays.value);
    expect(usualDueDaysOf("biometrics-requested")).toBe(facts.biometricsDays.value);
    expect(usualDueDaysOf("medical-requested")).toBe(facts.medicalExamDays.value);
    expect(usualDueDaysOf("decision")).toBeUndefined();
    expect(addDays("2026-12-20", 30)).toBe("2027-01-19");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2026-12-20", "2027-01-19")).toBe(30);
    expect(daysBetween("2026-12-20", "2026-12-19")).toBe(-1);
  });

  it("lists what the client must do, the nearest first, leaving out steps done or to come", () => {
    const late = step({ kind: "medical-requested", reachedOn: "2026-11-01", dueOn: "2026-12-20" });
    const soon = step({ kind: "biometrics-requested", reachedOn: "2026-11-02", dueOn: "2026-12-01" });
    const done = step({
      kind: "invitation",
      reachedOn: "2026-11-02",
      dueOn: "2026-11-30",
      doneOn: "2026-11-20",
    });
    const toCome = step({ kind: "documents-requested", dueOn: "2026-11-29" });
    expect(nextActions([late, soon, done, toCome]).map((s) => s.id)).toEqual([soon.id, late.id]);
    expect(latestReached([soon, late, toCome])?.id).toBe(late.id);
    expect(latestReached([toCome])).toBeUndefined();
  });
});
