import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLead, listLeads, relatedLeads } from "~/features/admin/leads.server";
import { saveIntakeSubmission } from "~/features/intake/intake.server";
import { validateIntake } from "~/features/intake/schema";
import { readOutbox } from "../../../tests/support/outbox";
import type { Services } from "~/lib/services.server";
import * as sendPage from "~/routes/pathways.send";
import type { DatabaseHandle } from "~/db/client";
import { users } from "~/db/schema/auth";
import { pathwaysLeads } from "~/db/schema/pathways";
import { completeIntake } from "../../../tests/support/intake-fixture";
import { startedWith } from "../../../tests/support/request-context";
import { testSealer } from "../../../tests/support/sealer";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testServices } from "../../../tests/support/test-services";
import { exportPathwaysLeads, openPathwaysContent } from "./content.server";
import type { SendOutcome } from "./send-schema";

const clb = (field: string, level: string) =>
  ["speaking", "listening", "reading", "writing"].map((skill) => `${field}.${skill}=${level}`).join("&");
/** A skilled worker abroad: FSW met with 74 of 100, so Express Entry too; CEC and FST do not apply. */
const skilledWorker = `age=30&education=masters&educationAssessed=yes&${clb("firstLanguage", "clb9")}&skilledWorkYears=6&proofOfFunds=yes&canadianWorkExperience=none&tradeExperience=no`;
const visitor = {
  fullName: "Hélène Tremblay",
  email: "helene.tremblay@example.ca",
  consent: "on",
  website: "",
};

/** What the page's form posts, from one client address, with a session when given. */
function post(
  fields: Record<string, string>,
  {
    address = "10.7.0.1",
    path = "/pathways/send",
    cookie,
  }: { address?: string; path?: string; cookie?: string } = {},
) {
  const headers = new Headers({
    "Content-Type": "application/x-www-form-urlencoded",
    "x-client-ip": address,
  });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`http://localhost${path}?${skilledWorker}`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ profile: skilledWorker, ...fields }),
  });
}

/** A route action's answer: its status, headers and what it tells the form. */
function answer(result: unknown): { status: number; headers: Headers; outcome?: SendOutcome } {
  const { data, init } = result as { data: SendOutcome; init: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), outcome: data };
}

describe.each(databaseKinds)("sending finder results to the consultant on %s", (kind) => {
  let handle: DatabaseHandle;
  let services: Services;
  let server: ReturnType<typeof startedWith>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    services = testServices(handle.db);
    server = startedWith(services);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const send = async (request: Request) =>
    answer(
      await sendPage.action({
        request,
        url: new URL(request.url),
        params: {},
        context: server.context(),
      } as unknown as Parameters<typeof sendPage.action>[0]),
    );
  const leadsOf = async (email: string) =>
    (await handle.db.select().from(pathwaysLeads)).filter((row) => row.email === email);

  it("stores one sealed lead with the answers and the results as shown, and queues one email to the consultant", async () => {
    const sent = await send(post(visitor, { path: "/fr/pathways/send" }));
    expect(sent).toMatchObject({
      status: 200,
      outcome: { status: "sent", sent: { email: visitor.email, filed: false } },
    });
    const rows = await leadsOf(visitor.email);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ locale: "fr", status: "new", userId: null });
    expect(row?.consentText).toMatch(/^J’accepte que /);
    expect(row?.content).toMatchObject({ sealed: "aes-256-gcm" });
    const raw = await handle.db.execute(sql`select content::text from pathways_leads`);
    expect(JSON.stringify(raw)).not.toContain("Tremblay");
    expect(JSON.stringify(raw)).not.toContain("masters");
    const content = openPathwaysContent(testSealer, row?.content);
    expect(content.fullName).toBe(visitor.fullName);
    expect(new URLSearchParams(content.query).get("education")).toBe("masters");
    expect(Object.fromEntries(content.results.programmes.map((p) => [p.id, p.status]))).toMatchObject({
      fsw: "meets",
      cec: "doesNotApply",
      fst: "doesNotApply",
      expressEntry: "meets",
    });
    expect(content.results.fsw).toEqual({ total: 74, maximum: 100, passMark: 67 });
    expect(content.results.sinp).toMatchObject({ maximum: 110, passMark: 60 });

    const emails = await readOutbox(handle.db, testSealer);
    expect(emails).toHaveLength(1);
    const [notice] = emails;
    expect(notice).toMatchObject({
      kind: "pathways-notification",
      toAddress: services.env.CONSULTANT_EMAIL,
      replyTo: visitor.email,
      subject: "New pathways finder results: Hélène Tremblay",
    });
    expect(notice?.textBody).toContain("from the French site");
    expect(notice?.textBody).toContain("Federal Skilled Worker Program: Meets the requirements");
    expect(notice?.textBody).toContain("Canadian Experience Class: Does not apply");
    expect(notice?.textBody).toContain("Federal Skilled Worker points grid: 74 out of 100 (pass mark 67)");
    expect(notice?.textBody).toContain("Level of education: Master's degree or professional degree");
    expect(notice?.textBody).toContain(
      "First official language (CLB level per skill): Speaking: CLB 9, Reading: CLB 9, Writing: CLB 9, Listening: CLB 9",
    );
    expect(notice?.textBody).toContain(`/admin/leads/pathways/${row?.id}`);
  });

  it("answers 400 with the message in the page's language and the typed values, and stores nothing", async () => {
    const typed = { ...visitor, fullName: "Amir Haddad", email: "amir@nowhere", consent: "" };
    const refused = await send(post(typed, { address: "10.7.0.2", path: "/fr/pathways/send" }));
    expect(refused.status).toBe(400);
    expect(refused.outcome?.status).toBe("invalid");
    expect(refused.outcome?.result?.error).toEqual({
      email: ["Veuillez entrer une adresse courriel valide"],
      consent: ["Veuillez donner votre accord pour que nous puissions recevoir vos résultats"],
    });
    expect(refused.outcome?.result?.initialValue).toMatchObject({
      fullName: "Amir Haddad",
      email: "amir@nowhere",
      profile: skilledWorker,
    });
    expect(refused.outcome?.result?.initialValue).not.toHaveProperty("website");
    expect(await leadsOf("amir@nowhere")).toEqual([]);

    const english = await send(post({ ...typed, email: "" }, { address: "10.7.0.2" }));
    expect(english.outcome?.result?.error?.email).toEqual(["Email is required"]);
  });

  it("refuses a send without answers", async () => {
    const empty = await send(
      post({ ...visitor, email: "empty@example.ca", profile: "" }, { address: "10.7.0.3" }),
    );
    expect(empty.status).toBe(400);
    const unknown = await send(
      post({ ...visitor, email: "empty@example.ca", profile: "colour=blue" }, { address: "10.7.0.3" }),
    );
    expect(unknown).toMatchObject({ status: 400, outcome: { status: "invalid" } });
    expect(unknown.outcome?.result?.error?.[""]).toEqual([
      "There are no answers to send: answer the finder’s questions first",
    ]);
    expect(await leadsOf("empty@example.ca")).toEqual([]);
  });

  it("tells a bot that fills the honeypot it succeeded, and stores and sends nothing", async () => {
    const before = (await readOutbox(handle.db, testSealer)).length;
    const bot = { ...visitor, email: "bot@example.ca", website: "http://spam.example" };
    const answered = await send(post(bot, { address: "10.7.0.4" }));
    expect(answered).toMatchObject({ status: 200, outcome: { status: "sent" } });
    expect(await leadsOf("bot@example.ca")).toEqual([]);
    expect(await readOutbox(handle.db, testSealer)).toHaveLength(before);
  });

  it("takes five sends from one address in ten minutes, then answers 429 with Retry-After and the typed values", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const sent = await send(post({ ...visitor, email: `limit-${i}@example.ca` }, { address: "10.7.0.5" }));
      statuses.push(sent.status);
      if (sent.status === 429) {
        expect(sent.outcome?.status).toBe("limited");
        expect(Number(sent.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(sent.outcome?.result?.initialValue).toMatchObject({ email: `limit-${i}@example.ca` });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await leadsOf("limit-5@example.ca")).toEqual([]);
  });

  it("attaches a signed-in client's results to their file: the account, its intake file, its data and its deletion", async () => {
    const email = `client-${kind}@example.ca`;
    const password = "northern lights over the prairie";
    const headers = new Headers({ "x-client-ip": "10.7.1.1" });
    await server.auth.api.signUpEmail({ body: { email, password, name: "" }, headers });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const signedIn = await server.auth.api.signInEmail({
      body: { email, password },
      headers,
      returnHeaders: true,
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const [account] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = account!.id;

    const page = (await sendPage.loader({
      request: new Request(`http://localhost/pathways/send?${skilledWorker}`, { headers: { cookie } }),
      url: new URL(`http://localhost/pathways/send?${skilledWorker}`),
      params: {},
      context: server.context(),
    } as unknown as Parameters<typeof sendPage.loader>[0])) as Awaited<ReturnType<typeof sendPage.loader>>;
    expect(page.account).toBe(email);
    expect(page.results?.fsw.total).toBe(74);

    // The address typed may differ from the account's: the account is what files it.
    const typed = { ...visitor, email: `typed-${kind}@example.ca` };
    const sent = await send(post(typed, { address: "10.7.1.2", cookie }));
    expect(sent.outcome?.sent).toEqual({ email: typed.email, filed: true });
    const [row] = await leadsOf(typed.email);
    expect(row?.userId).toBe(userId);

    const parsed = validateIntake(completeIntake(), "en");
    if (!parsed.ok) throw new Error("intake fixture is not valid");
    const intakeId = await saveIntakeSubmission(
      handle.db,
      testSealer,
      services.env,
      { id: userId, email },
      parsed.value,
      "en",
    );
    const intake = await getLead(handle.db, testSealer, "intake", intakeId);
    const related = await relatedLeads(handle.db, testSealer, intake!);
    expect(related.map((lead) => [lead.type, lead.id])).toContainEqual(["pathways", row!.id]);
    const pathways = await getLead(handle.db, testSealer, "pathways", row!.id);
    expect((await relatedLeads(handle.db, testSealer, pathways!)).map((lead) => lead.id)).toContain(intakeId);

    const exported = await exportPathwaysLeads(handle.db, testSealer, userId, "fr");
    expect(exported).toHaveLength(1);
    expect(exported[0]?.results).toContainEqual({
      label: "Programme des travailleurs qualifiés (fédéral)",
      value: "Remplit les conditions",
    });
    expect(exported[0]?.answers).toContainEqual({
      label: "Niveau de scolarité",
      value: "Maîtrise ou diplôme professionnel",
    });

    await handle.db.delete(users).where(eq(users.id, userId));
    expect(await leadsOf(typed.email)).toEqual([]);
  });

  it("lists the results among the consultant's leads, marked as the finder's, and filters them", async () => {
    const all = await listLeads(handle.db, testSealer, {});
    const lead = all.leads.find((row) => row.email === visitor.email);
    expect(lead).toMatchObject({ type: "pathways", fullName: visitor.fullName, locale: "fr", status: "new" });
    const only = await listLeads(handle.db, testSealer, { type: "pathways" });
    expect(only.leads.every((row) => row.type === "pathways")).toBe(true);
    expect((await listLeads(handle.db, testSealer, { type: "contact" })).leads).toEqual([]);
    expect((await listLeads(handle.db, testSealer, { q: "hélène" })).leads.map((row) => row.id)).toContain(
      lead!.id,
    );
  });
});

describe("the send action when the database is down", () => {
  it("answers 503 with what was typed, never throws", async () => {
    const handle = await openTestDatabase("pglite");
    const server = startedWith(testServices(handle.db));
    await handle.close();
    const request = post(visitor);
    const answered = answer(
      await sendPage.action({
        request,
        url: new URL(request.url),
        params: {},
        context: server.context(),
      } as unknown as Parameters<typeof sendPage.action>[0]),
    );
    expect(answered.status).toBe(503);
    expect(answered.outcome).toMatchObject({
      status: "failed",
      result: { initialValue: { fullName: visitor.fullName, email: visitor.email } },
    });
  });
});
