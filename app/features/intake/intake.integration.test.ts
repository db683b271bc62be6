import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { readOutbox } from "../../../tests/support/outbox";
import type { DatabaseHandle } from "~/db/client";
import { users } from "~/db/schema/auth";
import { intakeDrafts, intakeSubmissions } from "~/db/schema/leads";
import { startedWith } from "../../../tests/support/request-context";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { completeIntake, intakeForm } from "../../../tests/support/intake-fixture";
import { testSealer } from "../../../tests/support/sealer";
import { testServices } from "../../../tests/support/test-services";
import { handleIntakeForm } from "./api.server";
import {
  applicantName,
  exportIntakeData,
  getSubmission,
  listSubmissions,
  loadDraft,
  saveDraft,
  saveIntakeSubmission,
} from "./intake.server";
import { submissionReference } from "./reference";
import { validateIntake, type IntakeFormResult } from "./schema";

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
    expect(await loadDraft(handle.db, testSealer, user.id)).toBeNull();
    await saveDraft(handle.db, testSealer, user.id, { ...completeIntake(), fullName: "Hél" });
    await saveDraft(handle.db, testSealer, user.id, { ...completeIntake(), fullName: "Hélène" });
    const draft = await loadDraft(handle.db, testSealer, user.id);
    expect(draft?.fullName).toBe("Hélène");
    expect(draft?.services.pnp).toBe(true);
    expect(draft?.consent).toBe(false);
    const rows = await handle.db.select().from(intakeDrafts).where(eq(intakeDrafts.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("stores a submission for the user with its consent, clears the draft and queues both emails", async () => {
    const consentedAt = new Date("2026-06-15T12:00:00Z");
    const id = await saveIntakeSubmission(handle.db, testSealer, env, user, submission(), "fr", consentedAt);
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
    expect(testSealer.openJson<Record<string, unknown>>(row?.answers).totalEducationYears).toBe(18);
    expect(applicantName(testSealer, row?.answers)).toBe("Hélène O’Brien-Nguyễn");
    expect(await loadDraft(handle.db, testSealer, user.id)).toBeNull();

    const emails = await readOutbox(handle.db, testSealer);
    const notice = emails.find((e) => e.kind === "intake-notification");
    const confirmation = emails.find((e) => e.kind === "intake-confirmation");
    expect(notice?.toAddress).toBe(env.CONSULTANT_EMAIL);
    // A reply reaches the other side: the client's account address, the consultant.
    expect(notice?.replyTo).toBe(user.email);
    expect(confirmation?.replyTo).toBe(env.CONSULTANT_EMAIL);
    expect(notice?.subject).toBe("New intake form: Hélène O’Brien-Nguyễn");
    // The consultant can match the client's call to the file, and open it.
    expect(notice?.textBody).toContain(`Reference ${submissionReference(id)}`);
    expect(notice?.textBody).toContain(`/admin/leads/intake/${id}`);
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
      "Rural Community Immigration Pilot or Francophone Community Immigration Pilot (new pilots that succeeded the Rural and Northern Immigration Pilot): No",
    );
    expect(notice?.textBody).toContain("Preferred province or territory: Saskatchewan");
    expect(notice?.textBody).toContain("Mother’s place of birth: Hanoi");
    expect(confirmation?.toAddress).toBe(user.email);
    expect(confirmation?.subject).toBe("Nous avons bien reçu votre formulaire d’admission");
    expect(confirmation?.textBody).toContain("https://example.ca/fr/account/submissions");
  });

  it("shows a user only their own submissions", async () => {
    const [mine] = await listSubmissions(handle.db, testSealer, user.id);
    expect(mine?.status).toBe("new");
    expect(await listSubmissions(handle.db, testSealer, other.id)).toEqual([]);
    expect(await getSubmission(handle.db, testSealer, user.id, mine!.id)).not.toBeNull();
    expect(await getSubmission(handle.db, testSealer, other.id, mine!.id)).toBeNull();
    expect(await getSubmission(handle.db, testSealer, user.id, "not-a-uuid")).toBeNull();
  });

  it("exports the user's submissions and draft, and nothing of anyone else's", async () => {
    await saveDraft(handle.db, testSealer, other.id, { ...completeIntake(), fullName: "Other Person" });
    const exported = await exportIntakeData(handle.db, testSealer, user);
    expect(exported.account).toEqual(user);
    expect(exported.intakeSubmissions).toHaveLength(1);
    expect(exported.intakeSubmissions[0]?.consent.text).toContain("politique de confidentialité");
    expect(exported.intakeDraft).toBeNull();
    expect(JSON.stringify(exported)).not.toContain("Other Person");
  });

  it("writes nothing, and keeps the draft, when the emails cannot be queued", async () => {
    await saveDraft(handle.db, testSealer, user.id, completeIntake());
    const before = await listSubmissions(handle.db, testSealer, user.id);
    // A missing recipient makes the outbox insert fail after the submission row was written.
    const broken = { ...env, CONSULTANT_EMAIL: null as unknown as string };
    await expect(
      saveIntakeSubmission(handle.db, testSealer, broken, user, submission(), "en"),
    ).rejects.toThrow();
    expect(await listSubmissions(handle.db, testSealer, user.id)).toHaveLength(before.length);
    expect(await loadDraft(handle.db, testSealer, user.id)).not.toBeNull();
  });
});

/** What the action answered: its status, headers and data. */
function answer(result: unknown): { status: number; headers: Headers; data?: IntakeFormResult } {
  if (result instanceof Response) return { status: result.status, headers: result.headers };
  const { data, init } = result as { data: IntakeFormResult; init: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
}

describe("the form's action", () => {
  it("stores a posted form, refuses an invalid one with its values, and answers 503 on a fault", async () => {
    const handle = await openTestDatabase("pglite");
    let nudged = 0;
    const server = startedWith(
      testServices(handle.db, {
        env: parseEnv({ CONSULTANT_EMAIL: env.CONSULTANT_EMAIL }),
        nudgeOutbox: () => (nudged += 1),
      }),
    );
    const email = "applicant@example.ca";
    const password = "northern lights over the prairie";
    await server.auth.api.signUpEmail({ body: { email, password, name: "" } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const signedIn = await server.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    nudged = 0; // the sign-up's own email
    const post = async (form: URLSearchParams) => {
      const url = new URL("http://localhost/fr/immigration-form");
      const request = new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", cookie },
        body: form.toString(),
      });
      return answer(await handleIntakeForm(server.context(), request, url, "fr"));
    };

    const refused = await post(intakeForm({ ...completeIntake(), fullName: "A", consent: false }));
    expect(refused.status).toBe(400);
    expect(refused.data?.status).toBe("invalid");
    expect(refused.data?.reply?.error).toMatchObject({
      fullName: ["Veuillez entrer un nom valide (au moins 2 caractères, lettres seulement)"],
      consent: ["Veuillez confirmer votre accord avant d’envoyer le formulaire"],
    });
    expect(refused.data?.reply?.initialValue).toMatchObject({ fullName: "A", services: { pnp: "on" } });

    // A post Conform cannot read (a forged intent) is refused, not a server error.
    const forged = intakeForm();
    forged.set("__intent__", "not json");
    expect(await post(forged)).toMatchObject({ status: 400, data: { status: "invalid" } });

    const stored = await post(intakeForm());
    expect(stored.status).toBe(303);
    const [row] = await handle.db.select().from(intakeSubmissions);
    expect(stored.headers.get("location")).toBe(`/fr/immigration-form/submitted/${row!.id}`);
    expect(row).toMatchObject({ email: "helene@example.ca", locale: "fr" });
    expect(nudged).toBe(1);
    const outbox = await readOutbox(handle.db, testSealer);
    expect(outbox.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(["intake-notification", "intake-confirmation"]),
    );
    // The confirmation page asks the client to quote the reference: the email states it too.
    const confirmation = outbox.find((mail) => mail.kind === "intake-confirmation");
    const quote = `Votre référence est ${submissionReference(row!.id)}. Indiquez-la si vous nous appelez ou nous écrivez au sujet de votre dossier.`;
    expect(confirmation?.textBody).toContain(quote);
    expect(confirmation?.htmlBody).toContain(quote);

    // A fault while storing (here the outbox refuses a missing recipient): nothing stored, the
    // answers come back with the notice.
    const faulty = startedWith(
      testServices(handle.db, {
        env: { ...parseEnv({}), CONSULTANT_EMAIL: null as unknown as string },
        nudgeOutbox: () => (nudged += 1),
      }),
    );
    const url = new URL("http://localhost/immigration-form");
    const request = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", cookie },
      body: intakeForm().toString(),
    });
    const down = answer(await handleIntakeForm(faulty.context(), request, url, "en"));
    expect(down.status).toBe(503);
    expect(down.data).toMatchObject({
      status: "failed",
      reply: { initialValue: { fullName: "Hélène O’Brien-Nguyễn" } },
    });
    expect(await handle.db.select().from(intakeSubmissions)).toHaveLength(1);
    expect(nudged).toBe(1);
    await handle.close();
  });
});
