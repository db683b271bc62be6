import * as account from "~/routes/account";
import * as myBookings from "~/routes/account.bookings";
import * as twoFactorSettings from "~/routes/account.two-factor";
import * as mySubmission from "~/routes/account.submissions.$id";
import * as mySubmissions from "~/routes/account.submissions";
import * as myData from "~/routes/account.my-data[.]json";
import * as myDocuments from "~/routes/account.documents";
import * as myCase from "~/routes/account.case";
import * as myMessages from "~/routes/account.messages";
import * as myAgreement from "~/routes/account.agreement";
import * as adminAgreement from "~/routes/admin.agreements.$userId";
import * as adminAgreementFile from "~/routes/admin.agreements.$userId.$which.$id";
import * as adminThreads from "~/routes/admin.messages";
import * as adminThread from "~/routes/admin.messages.$userId";
import * as adminMessageFile from "~/routes/admin.messages.file.$id";
import * as adminCase from "~/routes/admin.cases.$userId";
import * as documentUpload from "~/routes/account.documents.upload";
import * as adminDocument from "~/routes/admin.documents.$id";
import * as adminDocuments from "~/routes/admin.documents";
import * as adminDocumentReview from "~/routes/admin.documents.review.$userId";
import * as admin from "~/routes/admin";
import * as adminAudit from "~/routes/admin.audit";
import * as adminAvailability from "~/routes/admin.availability";
import * as adminBookings from "~/routes/admin.bookings";
import * as adminExport from "~/routes/admin.export[.]csv";
import * as adminLead from "~/routes/admin.leads.$type.$id";
import * as adminLeads from "~/routes/admin.leads";
import * as adminOutbox from "~/routes/admin.outbox";
import * as intakeDraftApi from "~/routes/api.intake.draft";
import * as intakePage from "~/routes/immigration-form";
import * as intakeSubmitted from "~/routes/immigration-form.submitted.$id";

/**
 * Every route and action that needs a session or a role, in one place. A new protected route is
 * added here, and the authorization suite tries it anonymously and with the wrong role.
 *
 * - `page`: an anonymous visitor is sent to /auth (same language) and comes back afterwards.
 * - `api`: an anonymous caller gets 401.
 * - `consultant`: a signed-in client gets 403.
 */
export interface ProtectedRoute {
  /** A path as a visitor would request it, without the /fr prefix (both languages are tried). */
  path: string;
  method: "GET" | "POST" | "PUT";
  kind: "page" | "api";
  role: "user" | "consultant";
  handler: (args: never) => unknown;
  /** Route parameters matching `path`. */
  params?: Record<string, string>;
  /** A form body that would change something if the guard let it through. */
  form?: Record<string, string>;
  json?: unknown;
}

/** An id that exists in no table: the guard must answer before anything is looked up. */
const SOME_ID = "3f2b8c1e-5a4d-4e6f-9b7a-0c1d2e3f4a5b";

export const protectedRoutes: ProtectedRoute[] = [
  { path: "/account", method: "GET", kind: "page", role: "user", handler: account.loader },
  {
    path: "/account",
    method: "POST",
    kind: "page",
    role: "user",
    handler: account.action,
    form: { intent: "delete", confirm: "yes" },
  },
  { path: "/account/submissions", method: "GET", kind: "page", role: "user", handler: mySubmissions.loader },
  {
    path: `/account/submissions/${SOME_ID}`,
    method: "GET",
    kind: "page",
    role: "user",
    handler: mySubmission.loader,
    params: { id: SOME_ID },
  },
  { path: "/account/my-data.json", method: "GET", kind: "page", role: "user", handler: myData.loader },
  { path: "/account/bookings", method: "GET", kind: "page", role: "user", handler: myBookings.loader },
  {
    path: "/account/two-factor",
    method: "GET",
    kind: "page",
    role: "user",
    handler: twoFactorSettings.loader,
  },
  {
    path: "/account/two-factor",
    method: "POST",
    kind: "page",
    role: "user",
    handler: twoFactorSettings.action,
    form: { intent: "start", password: "a password" },
  },
  { path: "/account/documents", method: "GET", kind: "page", role: "user", handler: myDocuments.loader },
  { path: "/account/case", method: "GET", kind: "page", role: "user", handler: myCase.loader },
  { path: "/account/messages", method: "GET", kind: "page", role: "user", handler: myMessages.loader },
  { path: "/account/agreement", method: "GET", kind: "page", role: "user", handler: myAgreement.loader },
  {
    path: "/account/agreement",
    method: "POST",
    kind: "page",
    role: "user",
    handler: myAgreement.action,
    form: { intent: "terminate", id: SOME_ID, reason: "Moving" },
  },
  {
    path: "/account/messages",
    method: "POST",
    kind: "page",
    role: "user",
    handler: myMessages.action,
    form: { body: "Hello" },
  },
  {
    path: "/account/documents",
    method: "POST",
    kind: "page",
    role: "user",
    handler: myDocuments.action,
    form: { programme: "express-entry" },
  },
  {
    path: "/account/documents/upload",
    method: "POST",
    kind: "page",
    role: "user",
    handler: documentUpload.action,
    form: { item: SOME_ID },
  },
  { path: "/immigration-form", method: "GET", kind: "page", role: "user", handler: intakePage.loader },
  {
    path: `/immigration-form/submitted/${SOME_ID}`,
    method: "GET",
    kind: "page",
    role: "user",
    handler: intakeSubmitted.loader,
    params: { id: SOME_ID },
  },
  {
    path: "/immigration-form",
    method: "POST",
    kind: "page",
    role: "user",
    handler: intakePage.action,
    form: { fullName: "Anonymous" },
  },
  {
    path: "/api/intake/draft",
    method: "PUT",
    kind: "api",
    role: "user",
    handler: intakeDraftApi.action,
    json: { values: { fullName: "Anonymous" } },
  },
  { path: "/admin", method: "GET", kind: "page", role: "consultant", handler: admin.loader },
  { path: "/admin/leads", method: "GET", kind: "page", role: "consultant", handler: adminLeads.loader },
  {
    path: "/admin/leads",
    method: "POST",
    kind: "page",
    role: "consultant",
    handler: adminLeads.action,
    form: { intent: "status", type: "contact", id: SOME_ID, status: "spam" },
  },
  {
    path: `/admin/leads/intake/${SOME_ID}`,
    method: "GET",
    kind: "page",
    role: "consultant",
    handler: adminLead.loader,
    params: { type: "intake", id: SOME_ID },
  },
  {
    path: `/admin/leads/intake/${SOME_ID}`,
    method: "POST",
    kind: "page",
    role: "consultant",
    handler: adminLead.action,
    params: { type: "intake", id: SOME_ID },
    form: { intent: "note", type: "intake", id: SOME_ID, body: "A note" },
  },
  { path: "/admin/outbox", method: "GET", kind: "page", role: "consultant", handler: adminOutbox.loader },
  {
    path: "/admin/outbox",
    method: "POST",
    kind: "page",
    role: "consultant",
    handler: adminOutbox.action,
    form: { intent: "retry", id: SOME_ID },
  },
  { path: "/admin/bookings", method: "GET", kind: "page", role: "consultant", handler: adminBookings.loader },
  {
    path: "/admin/bookings",
    method: "POST",
    kind: "page",
    role: "consultant",
    handler: adminBookings.action,
    form: { intent: "booking-status", id: SOME_ID, status: "cancelled" },
  },
  {
    path: "/admin/availability",
    method: "GET",
    kind: "page",
    role: "consultant",
    handler: adminAvailability.loader,
  },
  {
    path: "/admin/availability",
    method: "POST",
    kind: "page",
    role: "consultant",
    handler: adminAvailability.action,
    form: { bufferMinutes: "0", slotStepMinutes: "5", maxDaysAhead: "1", minNoticeHours: "0" },
  },
  { path: "/admin/audit", method: "GET", kind: "page", role: "consultant", handler: adminAudit.loader },
  { path: "/admin/export.csv", method: "GET", kind: "page", role: "consultant", handler: adminExport.loader },
  {
    path: `/admin/documents/${SOME_ID}`,
    method: "GET",
    kind: "page",
    role: "consultant",
    handler: adminDocument.loader,
    params: { id: SOME_ID },
  },
  {
    path: "/admin/documents",
    method: "GET",
    kind: "page",
    role: "consultant",
    handler: adminDocuments.loader,
  },
  {
    path: `/admin/documents/review/${SOME_ID}`,
    method: "GET",
    kind: "page",
    role: "consultant",
    handler: adminDocumentReview.loader,
    params: { userId: SOME_ID },
  },
  {
    path: `/admin/documents/review/${SOME_ID}`,
    method: "POST",
    kind: "page",
    role: "consultant",
    handler: adminDocumentReview.action,
    params: { userId: SOME_ID },
    form: { intent: "document-remove", item: SOME_ID, confirm: "yes" },
  },
  {
    path: `/admin/cases/${SOME_ID}`,
    method: "GET",
    kind: "page",
    role: "consultant",
    handler: adminCase.loader,
    params: { userId: SOME_ID },
  },
  {
    path: `/admin/cases/${SOME_ID}`,
    method: "POST",
    kind: "page",
    role: "consultant",
    handler: adminCase.action,
    params: { userId: SOME_ID },
    form: { intent: "case-remove", step: SOME_ID },
  },
  { path: "/admin/messages", method: "GET", kind: "page", role: "consultant", handler: adminThreads.loader },
  {
    path: `/admin/agreements/${SOME_ID}`,
    method: "GET",
    kind: "page",
    role: "consultant",
    handler: adminAgreement.loader,
    params: { userId: SOME_ID },
  },
  {
    path: `/admin/agreements/${SOME_ID}`,
    method: "POST",
    kind: "page",
    role: "consultant",
    handler: adminAgreement.action,
    params: { userId: SOME_ID },
    form: { intent: "agreement-send", id: SOME_ID },
  },
  {
    path: `/admin/agreements/${SOME_ID}/signed/${SOME_ID}`,
    method: "GET",
    kind: "page",
    role: "consultant",
    handler: adminAgreementFile.loader,
    params: { userId: SOME_ID, which: "signed", id: SOME_ID },
  },
  {
    path: `/admin/messages/${SOME_ID}`,
    method: "GET",
    kind: "page",
    role: "consultant",
    handler: adminThread.loader,
    params: { userId: SOME_ID },
  },
  {
    path: `/admin/messages/${SOME_ID}`,
    method: "POST",
    kind: "page",
    role: "consultant",
    handler: adminThread.action,
    params: { userId: SOME_ID },
    form: { body: "Hello" },
  },
  {
    path: `/admin/messages/file/${SOME_ID}`,
    method: "GET",
    kind: "page",
    role: "consultant",
    handler: adminMessageFile.loader,
    params: { id: SOME_ID },
  },
];
