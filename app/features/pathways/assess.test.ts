import { describe, expect, it } from "vitest";
import { assessPathways, type ProgrammeId } from "./assess";
import { profileFromSearchParams, profileToSearchParams } from "./profile";

const all = (field: string, level: string) =>
  ["speaking", "listening", "reading", "writing"].map((skill) => `${field}.${skill}=${level}`).join("&");
const assess = (query: string) => assessPathways(profileFromSearchParams(new URLSearchParams(query)));
const programme = (query: string, id: ProgrammeId) => {
  const found = assess(query).programmes.find((p) => p.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

const skilledWorker = `age=30&education=masters&educationAssessed=yes&${all("firstLanguage", "clb9")}&skilledWorkYears=6&proofOfFunds=yes&canadianWorkExperience=none&tradeExperience=no`;

describe("assessPathways", () => {
  it("finds a skilled worker abroad eligible for FSW and so for Express Entry, not for CEC or FST", () => {
    const result = assess(skilledWorker);
    const status = Object.fromEntries(result.programmes.map((p) => [p.id, p.status]));
    expect(status).toMatchObject({
      fsw: "meets",
      cec: "doesNotApply",
      fst: "doesNotApply",
      expressEntry: "meets",
    });
    expect(result.expressEntry).toBe(true);
    expect(result.fsw.total).toBe(74);
  });

  it("names the weakest ability and the level needed when the language falls short", () => {
    const fsw = programme(
      skilledWorker.replace("firstLanguage.reading=clb9", "firstLanguage.reading=clb6"),
      "fsw",
    );
    expect(fsw.status).toBe("notYet");
    expect(fsw.checks.find((c) => c.id === "firstLanguage")).toMatchObject({
      state: "notMet",
      skill: "reading",
      have: 6,
      need: 7,
    });
    expect(fsw.advice).toEqual({ kind: "raiseLanguage", skill: "reading", toClb: 7 });
  });

  it("advises the change worth most points when only the FSW pass mark is missing", () => {
    // 40 years (7) + bachelor's (21) + CLB 7 (16) + 2 years (11) = 55: CLB 9 adds 8, a job offer 15.
    const fsw = programme(
      `age=40&education=threePlusYears&educationAssessed=yes&${all("firstLanguage", "clb7")}&skilledWorkYears=2&proofOfFunds=yes`,
      "fsw",
    );
    expect(fsw.checks.find((c) => c.id === "fswPoints")).toMatchObject({
      state: "notMet",
      have: 55,
      need: 67,
    });
    expect(fsw.advice).toEqual({ kind: "jobOffer", gain: 15 });
  });

  it("waives proof of funds with a job offer", () => {
    const fsw = programme(skilledWorker.replace("proofOfFunds=yes", "arrangementEmployment=teer123"), "fsw");
    expect(fsw.checks.find((c) => c.id === "funds")).toEqual({ id: "funds", state: "met", waived: true });
  });

  it("asks for answers it needs instead of guessing", () => {
    const fsw = programme("age=30", "fsw");
    expect(fsw.status).toBe("notYet");
    expect(fsw.checks.map((c) => c.state)).toEqual(["missing", "missing", "missing", "missing", "notMet"]);
    expect(fsw.advice).toEqual({ kind: "answer", check: "skilledWork" });
  });

  it("applies CEC's language level by the TEER category of the Canadian job", () => {
    const base = `${all("firstLanguage", "clb6")}&canadianWorkExperience=1`;
    expect(programme(`${base}&canadianWorkTeer=teer23`, "cec").status).toBe("meets");
    const teer01 = programme(`${base}&canadianWorkTeer=teer01`, "cec");
    expect(teer01.status).toBe("notYet");
    expect(teer01.advice).toEqual({ kind: "raiseLanguage", skill: "speaking", toClb: 7 });
    const unknown = programme(base, "cec");
    expect(unknown.checks.find((c) => c.id === "cecLanguage")?.state).toBe("missing");
    expect(unknown.advice).toEqual({ kind: "answer", check: "cecLanguage" });
  });

  it("takes a Canadian certificate of qualification or a job offer for the Federal Skilled Trades", () => {
    const trades = `tradeExperience=yes&firstLanguage.speaking=clb5&firstLanguage.listening=clb5&firstLanguage.reading=clb4&firstLanguage.writing=clb4`;
    expect(programme(`${trades}&certificateOfQualification=yes`, "fst").status).toBe("meets");
    const without = programme(`${trades}&certificateOfQualification=no&arrangementEmployment=none`, "fst");
    expect(without.status).toBe("notYet");
    expect(without.advice).toEqual({ kind: "tradeOfferOrCertificate" });
  });

  it("meets the SINP streams a profile qualifies for, and says what a Saskatchewan job offer is worth", () => {
    const result = assess(`${skilledWorker}&saskatchewanJobOffer=no`);
    const status = Object.fromEntries(result.programmes.map((p) => [p.id, p.status]));
    // Education 23, experience 10, language 20, age 12: 65 of 60.
    expect(result.sinp.total).toBe(65);
    expect(status).toMatchObject({
      sinpEmploymentOffer: "doesNotApply",
      sinpOccupationInDemand: "meets",
      sinpExpressEntry: "meets",
    });
    expect(result.programmes.find((p) => p.id === "sinpEmploymentOffer")?.advice).toEqual({
      kind: "saskatchewanJobOffer",
      gain: 30,
    });
  });

  it("screens the other pathways by their one question", () => {
    const result = assess("studyPlans=yes&familySponsor=no");
    const status = Object.fromEntries(result.programmes.map((p) => [p.id, p.status]));
    expect(status).toMatchObject({ study: "meets", family: "doesNotApply", communityPilots: "notYet" });
  });

  it("keeps the calculator's answers and its own through the query string", () => {
    const query = `${skilledWorker}&saskatchewanRelative=yes&sibling=yes`;
    const again = profileToSearchParams(profileFromSearchParams(new URLSearchParams(query)));
    expect(Object.fromEntries(again)).toMatchObject(Object.fromEntries(new URLSearchParams(query)));
  });
});
