import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealContactContent } from "~/features/contact/content.server";
import { emptyIntake } from "~/features/intake/fields";
import { completeIntake, intakeForm } from "../support/intake-fixture";
import * as account from "~/routes/account";
import * as twoFactorSettings from "~/routes/account.two-factor";
import * as adminLead from "~/routes/admin.leads.$type.$id";
import * as adminLeads from "~/routes/admin.leads";
import * as adminOutbox from "~/routes/admin.outbox";
import * as authApi from "~/routes/api.auth.$";
import * as chatApi from "~/routes/api.chat";
import * as crsApi from "~/routes/api.crs";
import * as intakeDraftApi from "~/routes/api.intake.draft";
import * as newsApi from "~/routes/api.news";
import * as breakingApi from "~/routes/api.news.breaking";
import * as signIn from "~/routes/auth";
import * as forgotPassword from "~/routes/auth.forgot-password";
import * as resetPassword from "~/routes/auth.reset-password";
import * as secondStep from "~/routes/auth.two-factor";
import * as verify from "~/routes/auth.verify";
import * as contactPage from "~/routes/contact";
import * as intakePage from "~/routes/immigration-form";
import * as pathwaysSend from "~/routes/pathways.send";
import { contentTypeArb, formBody, jsonBody, nearValid } from "./payloads";
import { contactMessages as contactMessagesTable } from "../../db/schema/leads";
import { callRoute, openServices, signedInConsultant, signedInUser, type TestUser } from "./support";

interface Target {
  path: string;
  method: "POST" | "PUT";
  handler: unknown;
  encoding: "json" | "form";
  fields: readonly string[];
  /** The API takes the form's fields inside this key (`{ values: {...} }`). */
  wrap?: string;
  runs: number;
  as?: "client" | "consultant";
  params?: Record<string, string>;
  /** A valid body: half the generated bodies are this one with hostile values swapped in. */
  base?: Record<string, unknown>;
}

const validContact = {
  fullName: "Ana Silva",
  email: "ana@example.ca",
  subject: "Study permit",
  message: "Hello",
};
const { services: chosenServices, consent: _consent, ...intakeText } = completeIntake();
const validIntakeJson = { ...intakeText, services: chosenServices, consent: true };
const validIntakeForm = Object.fromEntries(intakeForm());

const validPathwaysSend = {
  fullName: "Ana Silva",
  email: "ana@example.ca",
  consent: "on",
  profile: "age=30&education=masters&firstLanguage.speaking=clb9&skilledWorkYears=6",
};
const pathwaysSendFields = ["fullName", "email", "consent", "profile", "website", "__intent__"];

const intakeFields = Object.keys(emptyIntake());
const LEAD_ID = "3f2b8c1e-5a4d-4e6f-9b7a-0c1d2e3f4a5b";
const contactFields = ["fullName", "email", "subject", "message", "website", "__intent__"];
const authFields = [
  "email",
  "password",
  "confirm",
  "intent",
  "redirectTo",
  "token",
  "newPassword",
  "callbackURL",
  "name",
  "code",
];
const crsFields = [
  "age",
  "education",
  "maritalStatus",
  "spouseComingToCanada",
  "firstLanguage",
  "secondLanguage",
  "canadianWorkExperience",
  "foreignWorkExperience",
  "certificateOfQualification",
  "provincialNomination",
  "arrangedEmployment",
  "canadianEducation",
  "sibling",
];
const adminFields = ["intent", "type", "id", "status", "body"];

/** Every endpoint that accepts a body, with how many generated bodies each one gets. */
const targets: Target[] = [
  {
    path: "/api/crs",
    method: "POST",
    handler: crsApi.action,
    encoding: "json",
    fields: crsFields,
    runs: 2200,
  },
  {
    path: "/contact",
    method: "POST",
    handler: contactPage.action,
    encoding: "form",
    fields: contactFields,
    runs: 1800,
    base: validContact,
  },
  {
    path: "/fr/contact",
    method: "POST",
    handler: contactPage.action,
    encoding: "form",
    fields: contactFields,
    runs: 500,
    base: validContact,
  },
  {
    path: "/pathways/send",
    method: "POST",
    handler: pathwaysSend.action,
    encoding: "form",
    fields: pathwaysSendFields,
    runs: 600,
    base: validPathwaysSend,
  },
  {
    path: "/fr/pathways/send",
    method: "POST",
    handler: pathwaysSend.action,
    encoding: "form",
    fields: pathwaysSendFields,
    runs: 200,
    as: "client",
    base: validPathwaysSend,
  },
  {
    path: "/api/chat",
    method: "POST",
    handler: chatApi.action,
    encoding: "json",
    fields: ["message", "conversationHistory", "locale"],
    runs: 900,
    base: { message: "How do I apply for Express Entry?", conversationHistory: [], locale: "en" },
  },
  {
    path: "/api/intake/draft",
    method: "PUT",
    handler: intakeDraftApi.action,
    encoding: "json",
    fields: intakeFields,
    wrap: "values",
    runs: 700,
    base: validIntakeJson,
    as: "client",
  },
  {
    path: "/immigration-form",
    method: "POST",
    handler: intakePage.action,
    encoding: "form",
    fields: [...intakeFields, "consent", "services.expressEntry"],
    runs: 1400,
    as: "client",
    base: validIntakeForm,
  },
  { path: "/auth", method: "POST", handler: signIn.action, encoding: "form", fields: authFields, runs: 300 },
  {
    path: "/auth/forgot-password",
    method: "POST",
    handler: forgotPassword.action,
    encoding: "form",
    fields: authFields,
    runs: 200,
  },
  {
    path: "/auth/reset-password",
    method: "POST",
    handler: resetPassword.action,
    encoding: "form",
    fields: authFields,
    runs: 200,
  },
  {
    path: "/auth/verify",
    method: "POST",
    handler: verify.action,
    encoding: "form",
    fields: authFields,
    runs: 200,
  },
  {
    path: "/account",
    method: "POST",
    handler: account.action,
    encoding: "form",
    fields: authFields,
    runs: 200,
    as: "client",
  },
  {
    path: "/auth/two-factor",
    method: "POST",
    handler: secondStep.action,
    encoding: "form",
    fields: authFields,
    runs: 200,
  },
  {
    path: "/account/two-factor",
    method: "POST",
    handler: twoFactorSettings.action,
    encoding: "form",
    fields: authFields,
    runs: 200,
    as: "client",
  },
  ...[
    "sign-in/email",
    "sign-up/email",
    "request-password-reset",
    "reset-password",
    "send-verification-email",
  ].flatMap((endpoint) =>
    // better-auth reads form-encoded bodies too: a %00 there once reached the database as a NUL.
    (["json", "form"] as const).map((encoding): Target => ({
      path: `/api/auth/${endpoint}`,
      method: "POST",
      handler: authApi.action,
      encoding,
      fields: authFields,
      runs: 120,
    })),
  ),
  {
    path: "/admin/leads",
    method: "POST",
    handler: adminLeads.action,
    encoding: "form",
    fields: adminFields,
    runs: 300,
    as: "consultant",
    base: { intent: "status", type: "contact", id: LEAD_ID, status: "contacted" },
  },
  {
    path: `/admin/leads/contact/${LEAD_ID}`,
    method: "POST",
    handler: adminLead.action,
    encoding: "form",
    fields: adminFields,
    runs: 300,
    as: "consultant",
    params: { type: "contact", id: LEAD_ID },
    base: { intent: "note", type: "contact", id: LEAD_ID, body: "Called back" },
  },
  {
    path: "/admin/outbox",
    method: "POST",
    handler: adminOutbox.action,
    encoding: "form",
    fields: adminFields,
    runs: 200,
    as: "consultant",
  },
  {
    path: "/api/news",
    method: "POST",
    handler: newsApi.action,
    encoding: "json",
    fields: ["lang", "since"],
    runs: 50,
  },
  {
    path: "/api/news/breaking",
    method: "POST",
    handler: breakingApi.action,
    encoding: "json",
    fields: ["lang", "since"],
    runs: 50,
  },
];

const FUZZ_TIMEOUT_MS = 10 * 60 * 1000;

describe("fuzzing every endpoint that takes a body", () => {
  let env: Awaited<ReturnType<typeof openServices>>;
  const users: Partial<Record<"client" | "consultant", TestUser>> = {};
  let sent = 0;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    env = await openServices({ LOG_LEVEL: "silent" });
    users.client = await signedInUser(env, "fuzz-client@example.ca");
    users.consultant = await signedInConsultant(env);
    // The back-office targets act on a lead that exists, so notes and statuses are really stored.
    const inserted = await env.handle.db
      .insert(contactMessagesTable)
      .values({
        id: LEAD_ID,
        email: validContact.email,
        content: sealContactContent(env.services.sealer, validContact),
        locale: "en",
      })
      .returning({ id: contactMessagesTable.id });
    expect(inserted[0]?.id).toBe(LEAD_ID);
  });
  afterAll(() => env.close());

  it.each(targets.map((target) => [`${target.method} ${target.path}`, target] as const))(
    "%s never answers 5xx",
    async (_name, target) => {
      const random =
        target.encoding === "json" ? jsonBody(target.fields, target.wrap) : formBody(target.fields);
      const body = target.base
        ? fc.oneof(random, nearValid(target.base, target.encoding, target.wrap))
        : random;
      const declared =
        target.encoding === "json"
          ? fc.oneof(
              { weight: 8, arbitrary: fc.constant("application/json") },
              { weight: 1, arbitrary: contentTypeArb },
            )
          : fc.oneof(
              { weight: 8, arbitrary: fc.constant("application/x-www-form-urlencoded") },
              { weight: 1, arbitrary: contentTypeArb },
            );
      await fc.assert(
        fc.asyncProperty(body, declared, async (text, contentType) => {
          sent += 1;
          const answer = await callRoute(env, target.handler as never, target.path, {
            method: target.method,
            body: text,
            headers: contentType ? { "content-type": contentType } : {},
            cookie: target.as ? users[target.as]!.cookie : undefined,
            params: target.params,
          });
          if (answer.status >= 500) {
            throw new Error(
              `${answer.status} for ${JSON.stringify(text.slice(0, 300))}: ${answer.body.slice(0, 500)}`,
            );
          }
        }),
        { numRuns: target.runs, endOnFailure: true },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it("sent at least 10,000 generated bodies and left Object.prototype untouched", () => {
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
