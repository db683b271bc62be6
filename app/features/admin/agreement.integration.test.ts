import { createHash } from "node:crypto";
import { eq, like, or, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agreements, invoices } from "~/db/schema/agreements";
import { caseSteps } from "~/db/schema/cases";
import { outboxEmails } from "~/db/schema/outbox";
import { saveIntakeSubmission } from "~/features/intake/intake.server";
import { validateIntake } from "~/features/intake/schema";
import { deliverDueEmails } from "~/lib/email/outbox.server";
import { officeDay } from "~/lib/office-clock";
import { deleteExpiredData } from "~/lib/security/retention.server";
import * as accountAgreementRoute from "~/routes/account.agreement";
import * as accountFileRoute from "~/routes/account.agreement.$which.$id";
import * as agreementRoute from "~/routes/admin.agreements.$userId";
import * as caseRoute from "~/routes/admin.cases.$userId";
import { completeIntake } from "../../../tests/support/intake-fixture";
import { readOutbox } from "../../../tests/support/outbox";
import {
  callRoute,
  openServices,
  signedInConsultant,
  signedInUser,
  type OpenServices,
  type TestUser,
} from "../../../tests/security/support";

const YEAR = 365 * 24 * 60 * 60 * 1000;

/** What the database answered a refused statement: drizzle wraps its error as the cause. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return "accepted";
}
const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  }
  return body.toString();
};

describe("a client's service agreement, invoices and payments, through the back office's and the account's pages", () => {
  let opened: OpenServices;
  let consultant: TestUser;
  let client: TestUser;
  let stranger: TestUser;
  const post = (fields: Record<string, string | string[]>, userId = client.id) =>
    callRoute(opened, agreementRoute.action as never, `/fr/admin/agreements/${userId}`, {
      method: "POST",
      cookie: consultant.cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form(fields),
      params: { userId },
    });
  const clientPost = (fields: Record<string, string>, who: TestUser = client) =>
    callRoute(opened, accountAgreementRoute.action as never, "/fr/account/agreement", {
      method: "POST",
      cookie: who.cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": "203.0.113.7" },
      body: form(fields),
    });
  const consultantPage = async () =>
    JSON.parse(
      (
        await callRoute(opened, agreementRoute.loader as never, `/admin/agreements/${client.id}`, {
          cookie: consultant.cookie,
          params: { userId: client.id },
        })
      ).body,
    ) as {
      versions: { id: string; state: string; reference: string; pdfSha256: string | null }[];
      terms: { client: { fullName: string }; locale: string; services: string };
      billing: {
        invoices: { id: string; number: string; dueCents: number }[];
        advanceHeldCents: number;
        dueCents: number;
        paidCents: number;
      };
    };
  const clientPage = async (who: TestUser = client) =>
    JSON.parse(
      (
        await callRoute(opened, accountAgreementRoute.loader as never, "/fr/account/agreement", {
          cookie: who.cookie,
        })
      ).body,
    ) as { versions: { id: string; state: string; pdfSha256: string }[]; billing: { dueCents: number } };
  const emails = () =>
    readOutbox(
      opened.services.db,
      opened.services.sealer,
      or(like(outboxEmails.kind, "agreement%"), eq(outboxEmails.kind, "invoice")),
    );
  const draft = (overrides: Record<string, string> = {}) => ({
    intent: "agreement-draft",
    user: client.id,
    locale: "fr",
    fullName: "Amara Okafor",
    homeAddress: "12 rue Principale, Saskatoon SK",
    phone: "306-555-0199",
    email: "agreement-client@example.ca",
    identityConfirmation: "Passeport vérifié en personne.",
    otherRepresentative: "none",
    services: "Demande d’entrée express.",
    "fees[0].description": "Évaluation et profil",
    "fees[0].amount": "1 500,00",
    "fees[1].description": "Demande de résidence permanente",
    "fees[1].amount": "2500",
    disbursements: "Frais d’IRCC à la charge du client.",
    paymentSchedule: "À chaque étape.",
    refundAndTermination: "Par écrit.",
    complaints: "Par écrit.",
    confidentiality: "Confidentiel.",
    ...overrides,
  });

  beforeAll(async () => {
    opened = await openServices();
    consultant = await signedInConsultant(opened);
    client = await signedInUser(opened, "agreement-client@example.ca");
    stranger = await signedInUser(opened, "agreement-stranger@example.ca");
    const { db, sealer, env } = opened.services;
    const valid = validateIntake({ ...completeIntake(), fullName: "Amara Okafor" }, "fr");
    if (!valid.ok) throw new Error("fixture");
    await saveIntakeSubmission(db, sealer, env, client, valid.value, "fr");
  });
  afterAll(() => opened?.close());

  it("is a 404 for an id that is no client, and starts from the template in the client's language", async () => {
    for (const userId of ["nobody", stranger.id]) {
      const answer = await callRoute(opened, agreementRoute.loader as never, `/admin/agreements/${userId}`, {
        cookie: consultant.cookie,
        params: { userId },
      });
      expect(answer.status).toBe(404);
    }
    const page = await consultantPage();
    expect(page.versions).toEqual([]);
    expect(page.terms.locale).toBe("fr");
    expect(page.terms.client.fullName).toBe("Amara Okafor");
    expect(page.terms.services).toContain("IRCC");
  });

  it("refuses a draft with a part missing, keeping what was typed, then saves and edits one draft", async () => {
    const refused = await post(draft({ services: "", "fees[2].description": "Sans montant" }));
    expect(refused.status).toBe(400);
    const reply = JSON.parse(refused.body) as {
      submission: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(Object.keys(reply.submission.error)).toEqual(
      expect.arrayContaining(["services", "fees[2].amount"]),
    );
    expect(reply.submission.initialValue.fullName).toBe("Amara Okafor");

    // A schedule without a fee is a draft she can keep, not one she can give.
    expect(
      (
        await post(
          draft({
            "fees[0].description": "",
            "fees[0].amount": "",
            "fees[1].description": "",
            "fees[1].amount": "",
          }),
        )
      ).status,
    ).toBe(200);
    const [feeless] = (await consultantPage()).versions;
    expect((await post({ intent: "agreement-send", id: feeless!.id })).status).toBe(409);
    expect((await post(draft())).status).toBe(200);
    expect((await post(draft({ services: "Demande d’entrée express et suivi." }))).status).toBe(200);
    const page = await consultantPage();
    expect(page.versions.map((version) => version.state)).toEqual(["draft"]);
    expect(page.terms.services).toBe("Demande d’entrée express et suivi.");
    // The client does not see a draft.
    expect((await clientPage()).versions).toEqual([]);
  });

  it("gives the draft to the client, who alone can read it, and is told in French", async () => {
    const [version] = (await consultantPage()).versions;
    expect((await post({ intent: "agreement-send", id: version!.id }, stranger.id)).status).toBe(404);
    expect((await post({ intent: "agreement-send", id: version!.id })).status).toBe(200);
    expect((await post({ intent: "agreement-send", id: version!.id })).status).toBe(409);
    const [mail] = await emails();
    expect(mail).toMatchObject({ kind: "agreement-sent", toAddress: client.email });
    expect(mail!.subject).toContain("convention de service");
    expect(mail!.attachments).toEqual([]);
    const seen = await clientPage();
    expect(seen.versions).toMatchObject([{ id: version!.id, state: "sent" }]);
    expect((await clientPage(stranger)).versions).toEqual([]);
    const download = (who: TestUser | undefined) =>
      callRoute(opened, accountFileRoute.loader as never, `/account/agreement/issued/${version!.id}`, {
        cookie: who?.cookie,
        params: { which: "issued", id: version!.id },
      });
    expect((await download(client)).status).toBe(200);
    expect((await download(client)).headers.get("content-type")).toBe("application/pdf");
    expect((await download(stranger)).status).toBe(404);
    expect((await download(undefined)).status).toBe(404);
  });

  it("is signed by the client with their typed name, consent, time, address and the PDF's SHA-256", async () => {
    const [version] = (await clientPage()).versions;
    const sign = (fields: Record<string, string>) =>
      clientPost({ intent: "sign", id: version!.id, pdfSha256: version!.pdfSha256, ...fields });
    const unconsented = await sign({ typedName: "Amara Okafor" });
    expect(unconsented.status).toBe(400);
    const mismatch = await sign({ typedName: "Someone Else", consent: "on" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toContain("Amara Okafor");
    expect(
      (
        await clientPost(
          {
            intent: "sign",
            id: version!.id,
            pdfSha256: version!.pdfSha256,
            typedName: "Amara Okafor",
            consent: "on",
          },
          stranger,
        )
      ).status,
    ).toBe(404);
    expect((await sign({ typedName: "  amara   OKAFOR ", consent: "on" })).status).toBe(200);
    expect((await sign({ typedName: "Amara Okafor", consent: "on" })).status).toBe(409);

    const { db, sealer } = opened.services;
    const [row] = await db.select().from(agreements).where(eq(agreements.id, version!.id));
    const issued = sealer.openBytes(row!.pdf!);
    expect(createHash("sha256").update(issued).digest("hex")).toBe(row!.pdfSha256);
    expect(sealer.openJson(row!.clientSignature)).toEqual({ typedName: "amara   OKAFOR", ip: "203.0.113.7" });
    expect((await emails()).map((mail) => mail.kind)).toContain("agreement-signed-notice");
  });

  it("cannot be changed in place once signed: not through the back office, not in the database", async () => {
    const { db, sealer } = opened.services;
    const [version] = (await consultantPage()).versions;
    // A draft saved now is a new version; the signed one keeps its terms.
    expect((await post(draft({ services: "Autre chose." }))).status).toBe(200);
    const versions = (await consultantPage()).versions;
    expect(versions.map((v) => v.state)).toEqual(["draft", "signed"]);
    const [signed] = await db.select().from(agreements).where(eq(agreements.id, version!.id));
    expect(sealer.openJson<{ services: string }>(signed!.terms).services).toBe(
      "Demande d’entrée express et suivi.",
    );
    for (const change of [
      sql`update agreements set terms = '{}'::jsonb where id = ${version!.id}`,
      sql`update agreements set pdf_sha256 = 'forged' where id = ${version!.id}`,
      sql`update agreements set client_signature = '{}'::jsonb where id = ${version!.id}`,
      sql`update agreements set withdrawn_at = now() where id = ${version!.id}`,
    ]) {
      expect(await refusal(db.execute(change))).toMatch(/cannot be changed/);
    }
    // The new draft goes: the signed version stays the one to countersign.
    await db.delete(agreements).where(eq(agreements.id, versions[0]!.id));
  });

  it("is countersigned: in force, the signed PDF to both sides, and the case's step reached", async () => {
    await callRoute(opened, caseRoute.action as never, `/admin/cases/${client.id}`, {
      method: "POST",
      cookie: consultant.cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form({ intent: "case-start", user: client.id }),
      params: { userId: client.id },
    });
    const [version] = (await consultantPage()).versions;
    expect((await post({ intent: "agreement-countersign", id: version!.id, typedName: "" })).status).toBe(
      400,
    );
    expect(
      (await post({ intent: "agreement-countersign", id: version!.id, typedName: "Amara Okafor" })).status,
    ).toBe(200);
    expect((await consultantPage()).versions[0]!.state).toBe("in-force");
    const sent = (await emails()).filter((mail) => mail.kind.startsWith("agreement-countersigned"));
    expect(sent.map((mail) => mail.toAddress).sort()).toEqual(
      [client.email, opened.services.env.CONSULTANT_EMAIL].sort(),
    );
    const { db, sealer } = opened.services;
    const [row] = await db.select().from(agreements).where(eq(agreements.id, version!.id));
    for (const mail of sent) {
      expect(mail.attachments).toHaveLength(1);
      const bytes = Buffer.from(mail.attachments[0]!.base64, "base64");
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(row!.signedPdfSha256);
      expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    }
    const [step] = await db.select().from(caseSteps).where(eq(caseSteps.kind, "agreement-signed"));
    expect(step!.reachedOn).toBe(officeDay(new Date()));
    expect(sealer.openJson(row!.consultantSignature)).toEqual({ typedName: "Amara Okafor" });
  });

  it("bills from the fee schedule: numbered invoices sent as PDFs, advance payments held and applied", async () => {
    const [version] = (await consultantPage()).versions;
    expect((await post({ intent: "invoice-issue", id: version!.id })).status).toBe(400);
    expect((await post({ intent: "invoice-issue", id: version!.id, fee: "0" })).status).toBe(200);
    expect(
      (
        await post({
          intent: "invoice-issue",
          id: version!.id,
          fee: ["1"],
          extraDescription: "Messagerie",
          extraAmount: "25,50",
        })
      ).status,
    ).toBe(200);
    const year = officeDay(new Date()).slice(0, 4);
    let billing = (await consultantPage()).billing;
    expect(billing.invoices.map((invoice) => invoice.number)).toEqual([
      `INV-${year}-0002`,
      `INV-${year}-0001`,
    ]);
    expect(billing.dueCents).toBe(150_000 + 250_000 + 2_550);
    const invoiceMails = (await emails()).filter((mail) => mail.kind === "invoice");
    expect(invoiceMails).toHaveLength(2);
    expect(invoiceMails[0]!.attachments[0]!.filename).toBe(`INV-${year}-0001.pdf`);

    const [second, first] = billing.invoices;
    const pay = (fields: Record<string, string>) =>
      post({
        intent: "payment-record",
        id: version!.id,
        receivedOn: officeDay(new Date()),
        method: "Virement",
        ...fields,
      });
    expect((await pay({ amount: "500", invoice: "advance" })).status).toBe(200);
    const tooMuchAdvance = await pay({ amount: "600", invoice: first!.id, fromAdvance: "on" });
    expect(tooMuchAdvance.status).toBe(400);
    expect(tooMuchAdvance.body).toContain("500");
    expect((await pay({ amount: "1600", invoice: first!.id })).status).toBe(400);
    expect((await pay({ amount: "500", invoice: first!.id, fromAdvance: "on" })).status).toBe(200);
    expect((await pay({ amount: "1000", invoice: first!.id })).status).toBe(200);
    expect((await pay({ amount: "abc", invoice: second!.id })).status).toBe(400);
    billing = (await consultantPage()).billing;
    expect(billing).toMatchObject({ paidCents: 150_000, advanceHeldCents: 0, dueCents: 252_550 });
    expect((await clientPage()).billing.dueCents).toBe(252_550);

    const { db } = opened.services;
    expect(
      await refusal(db.execute(sql`update invoices set total_cents = 1 where id = ${first!.id}`)),
    ).toMatch(/cannot be changed/);
    expect((await db.select().from(invoices)).length).toBe(2);
  });

  it("is replaced by a new version signed again: none given while one waits to be countersigned, the old one then replaced, its invoices still payable", async () => {
    const { db } = opened.services;
    const [v1] = (await consultantPage()).versions;
    expect((await post(draft({ services: "Entrée express, puis permis de travail ouvert." }))).status).toBe(
      200,
    );
    const [v2] = (await consultantPage()).versions;
    expect((await post({ intent: "agreement-send", id: v2!.id })).status).toBe(200);
    const given = (await clientPage()).versions[0]!;
    expect(given).toMatchObject({ id: v2!.id, state: "sent" });
    const signed = await clientPost({
      intent: "sign",
      id: v2!.id,
      pdfSha256: given.pdfSha256,
      typedName: "Amara Okafor",
      consent: "on",
    });
    expect(signed.status).toBe(200);
    // A third version cannot reach the client before the second is countersigned.
    expect((await post(draft({ services: "Autre chose encore." }))).status).toBe(200);
    const [v3] = (await consultantPage()).versions;
    expect((await post({ intent: "agreement-send", id: v3!.id })).status).toBe(409);
    await db.delete(agreements).where(eq(agreements.id, v3!.id));

    expect(
      (await post({ intent: "agreement-countersign", id: v2!.id, typedName: "Amara Okafor" })).status,
    ).toBe(200);
    const states = (await consultantPage()).versions.map((version) => [version.id, version.state]);
    expect(states).toEqual([
      [v2!.id, "in-force"],
      [v1!.id, "superseded"],
    ]);
    // The earlier version's invoice is paid through the page of the version in force; none is issued under it.
    const owing = (await consultantPage()).billing.invoices.find((invoice) => invoice.dueCents > 0)!;
    const paid = await post({
      intent: "payment-record",
      id: v2!.id,
      invoice: owing.id,
      amount: "100",
      receivedOn: officeDay(new Date()),
      method: "Chèque 12",
    });
    expect(paid.status).toBe(200);
    expect((await consultantPage()).billing.dueCents).toBe(252_550 - 10_000);
    expect((await post({ intent: "invoice-issue", id: v1!.id, fee: "0" })).status).toBe(409);
  });

  it("is ended in writing by the client, with the reason, sent to both", async () => {
    const [version] = (await clientPage()).versions;
    expect((await clientPost({ intent: "terminate", id: version!.id, reason: "" })).status).toBe(400);
    expect(
      (await clientPost({ intent: "terminate", id: version!.id, reason: "Je déménage." }, stranger)).status,
    ).toBe(404);
    expect((await clientPost({ intent: "terminate", id: version!.id, reason: "Je déménage." })).status).toBe(
      200,
    );
    expect((await clientPost({ intent: "terminate", id: version!.id, reason: "Encore." })).status).toBe(409);
    const ended = (await emails()).filter((mail) => mail.kind.startsWith("agreement-terminated"));
    expect(ended.map((mail) => mail.toAddress).sort()).toEqual(
      [client.email, opened.services.env.CONSULTANT_EMAIL].sort(),
    );
    expect(ended.find((mail) => mail.toAddress === client.email)!.textBody).toContain("Je déménage.");
    expect((await clientPage()).versions[0]!.state).toBe("terminated");
  });

  it("after it ended, starts the next agreement, which the consultant can end in writing too", async () => {
    expect((await post(draft())).status).toBe(200);
    const [next] = (await consultantPage()).versions;
    expect(next!.reference).toMatch(/^SA-\d{4}-0002-v1$/);
    expect((await post({ intent: "agreement-send", id: next!.id })).status).toBe(200);
    const given = (await clientPage()).versions[0]!;
    const signed = await clientPost({
      intent: "sign",
      id: next!.id,
      pdfSha256: given.pdfSha256,
      typedName: "Amara Okafor",
      consent: "on",
    });
    expect(signed.status).toBe(200);
    expect((await post({ intent: "agreement-terminate", id: next!.id, reason: "" })).status).toBe(400);
    expect(
      (await post({ intent: "agreement-terminate", id: next!.id, reason: "Dossier transféré." }, stranger.id))
        .status,
    ).toBe(404);
    expect(
      (await post({ intent: "agreement-terminate", id: next!.id, reason: "Dossier transféré." })).status,
    ).toBe(200);
    const notice = (await emails()).findLast((mail) => mail.kind === "agreement-terminated")!;
    expect(notice.toAddress).toBe(client.email);
    expect(notice.textBody).toContain("Votre consultante a mis fin");
    expect(notice.textBody).toContain("Dossier transféré.");
    // Never countersigned: nothing can be billed under it.
    expect((await post({ intent: "invoice-issue", id: next!.id, fee: "0" })).status).toBe(409);
  });

  it("keeps no second copy of a sent PDF in the outbox", async () => {
    const { db, sealer } = opened.services;
    const transport = { sendMail: async () => ({}) };
    while ((await deliverDueEmails(db, sealer, transport, "site@example.ca")).sent > 0);
    const sent = await emails();
    expect(sent.filter((mail) => mail.kind === "invoice").length).toBe(2);
    expect(sent.every((mail) => mail.status === "sent" && mail.attachments.length === 0)).toBe(true);
  });

  it("is kept as a client file record for the record-keeping period, then deleted with its invoices", async () => {
    const { db } = opened.services;
    const later = (years: number) => new Date(Date.now() + years * YEAR);
    expect((await deleteExpiredData(db, 365, 7, later(6.9))).agreements).toBe(0);
    expect((await deleteExpiredData(db, 365, 7, later(7.1))).agreements).toBe(3);
    expect(await db.select().from(invoices)).toEqual([]);
  });
});
