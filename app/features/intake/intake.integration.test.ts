import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "~/lib/email/outbox.server";
import { openJson } from "~/lib/security/encryption.server";
import type { DatabaseHandle } from "~/db/client";
import { intakeDrafts, intakeSubmissions } from "~/db/schema/leads";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { completeIntake } from "../../../tests/support/intake-fixture";
import {
  applicantName,
  exportIntakeData,
  getSubmission,
  listSubmissions,
  loadDraft,
  saveDraft,
  saveIntakeSubmission,
} from "./intake.server";
import { validateIntake } from "./schema";

const env = { CONSULTANT_EMAIL: "consultant@maplepathways.example.ca", BASE_URL: "https://example.ca" };
const user = { id: "user-1", email: "account@example.ca" };
const other = { id: "user-2", email: "other@example.ca" };

function submission() {
  const result = validateIntake(completeIntake(), "fr");
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe.each(databaseKinds)("intake storage on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("keeps one draft per user, replaced as they type, never with consent", async () => {
    expect(await loadDraft(handle.db, user.id)).toBeNull();
    await saveDraft(handle.db, user.id, { ...completeIntake(), fullName: "Hél" });
    await saveDraft(handle.db, user.id, { ...completeIntake(), fullName: "Hélène" });
    const draft = await loadDraft(handle.db, user.id);
    expect(draft?.fullName).toBe("Hélène");
    expect(draft?.services.pnp).toBe(true);
    expect(draft?.consent).toBe(false);
    const rows = await handle.db.select().from(intakeDrafts).where(eq(intakeDrafts.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("stores a submission for the user with its consent, clears the draft and queues both emails", async () => {
    const consentedAt = new Date("2026-06-15T12:00:00Z");
    const id = await saveIntakeSubmission(handle.db, env, user, submission(), "fr", consentedAt);
    const [row] = await handle.db.select().from(intakeSubmissions).where(eq(intakeSubmissions.id, id));
    expect(row).toMatchObject({
      userId: user.id,
      email: "helene@example.ca",
      locale: "fr",
      status: "new",
      consentedAt,
    });
    expect(row?.consentText).toContain("politique de confidentialité");
    // Stored sealed (AES-256-GCM): the answers are read back through the data key.
    expect(openJson<Record<string, unknown>>(row?.answers).totalEducationYears).toBe(18);
    expect(applicantName(row?.answers)).toBe("Hélène O’Brien-Nguyễn");
    expect(await loadDraft(handle.db, user.id)).toBeNull();

    const emails = await readOutbox(handle.db);
    const notice = emails.find((e) => e.kind === "intake-notification");
    const confirmation = emails.find((e) => e.kind === "intake-confirmation");
    expect(notice?.toAddress).toBe(env.CONSULTANT_EMAIL);
    expect(notice?.subject).toBe("New intake form: Hélène O’Brien-Nguyễn");
    for (const heading of [
      "PERSONAL INFORMATION",
      "SERVICES REQUIRED",
      "EDUCATIONAL BACKGROUND",
      "WORK EXPERIENCE",
      "IMMIGRATION INFORMATION",
      "FINANCIAL & HEALTH INFORMATION",
      "SETTLEMENT INTENTIONS",
      "DEPENDENTS",
    ]) {
      expect(notice?.textBody).toContain(heading);
    }
    expect(notice?.textBody).toContain("Provincial Nominee Program: Yes");
    expect(notice?.textBody).toContain(
      "Rural Community Immigration Pilot (formerly the Rural and Northern Immigration Pilot): No",
    );
    expect(notice?.textBody).toContain("Preferred province or territory: Saskatchewan");
    expect(notice?.textBody).toContain("Mother’s place of birth: Hanoi");
    expect(confirmation?.toAddress).toBe(user.email);
    expect(confirmation?.subject).toBe("Nous avons bien reçu votre formulaire d’admission");
    expect(confirmation?.textBody).toContain("https://example.ca/fr/account/submissions");
  });

  it("shows a user only their own submissions", async () => {
    const [mine] = await listSubmissions(handle.db, user.id);
    expect(mine?.status).toBe("new");
    expect(await listSubmissions(handle.db, other.id)).toEqual([]);
    expect(await getSubmission(handle.db, user.id, mine!.id)).not.toBeNull();
    expect(await getSubmission(handle.db, other.id, mine!.id)).toBeNull();
    expect(await getSubmission(handle.db, user.id, "not-a-uuid")).toBeNull();
  });

  it("exports the user's submissions and draft, and nothing of anyone else's", async () => {
    await saveDraft(handle.db, other.id, { ...completeIntake(), fullName: "Other Person" });
    const exported = await exportIntakeData(handle.db, user);
    expect(exported.account).toEqual(user);
    expect(exported.intakeSubmissions).toHaveLength(1);
    expect(exported.intakeSubmissions[0]?.consent.text).toContain("politique de confidentialité");
    expect(exported.intakeDraft).toBeNull();
    expect(JSON.stringify(exported)).not.toContain("Other Person");
  });

  it("writes nothing, and keeps the draft, when the emails cannot be queued", async () => {
    await saveDraft(handle.db, user.id, completeIntake());
    const before = await listSubmissions(handle.db, user.id);
    // A missing recipient makes the outbox insert fail after the submission row was written.
    const broken = { ...env, CONSULTANT_EMAIL: null as unknown as string };
    await expect(saveIntakeSubmission(handle.db, broken, user, submission(), "en")).rejects.toThrow();
    expect(await listSubmissions(handle.db, user.id)).toHaveLength(before.length);
    expect(await loadDraft(handle.db, user.id)).not.toBeNull();
  });
});
