import { data, redirect, type RouterContextProvider } from "react-router";
import { getUser, requireUser, type SessionUser } from "~/features/auth/session.server";
import { localizePath, type Locale } from "~/lib/i18n/locale";
import { jsonError, readForm, readJson } from "~/lib/http.server";
import { failedWrite } from "~/lib/failed-write.server";
import { parseSubmission } from "~/lib/parse-submission.server";
import { hitRateLimit, tooManyRequests } from "~/lib/rate-limit.server";
import { servicesOf } from "~/lib/services.server";
import { saveDraft, saveIntakeSubmission } from "./intake.server";
import { confirmationPath } from "./reference";
import { intakeSchema, toIntakeValues, type IntakeFormResult } from "./schema";

/** The whole form is a few kilobytes; this leaves room for long answers. */
const INTAKE_MAX_BODY_BYTES = 128 * 1024;
const SUBMIT_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };
/** Drafts are saved as the user types (debounced): generous, but bounded. */
const DRAFT_LIMIT = { limit: 120, windowMs: 60 * 1000 };

const noStore = { "Cache-Control": "no-store" };

type Context = Readonly<RouterContextProvider>;

async function signedInJson(
  context: Context,
  request: Request,
): Promise<
  { ok: true; user: SessionUser; body: Record<string, unknown> } | { ok: false; response: Response }
> {
  const user = await getUser(context, request);
  if (!user) return { ok: false, response: jsonError(401, "Sign in to continue") };
  const body = await readJson(request, INTAKE_MAX_BODY_BYTES);
  if (!body.ok) return body;
  if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
    return { ok: false, response: jsonError(400, "Expected a JSON object") };
  }
  return { ok: true, user, body: body.value as Record<string, unknown> };
}

/** PUT /api/intake/draft: the form as it stands, kept on the server for the user's next visit. */
export async function handleDraftSave(context: Context, request: Request) {
  try {
    const input = await signedInJson(context, request);
    if (!input.ok) return input.response;
    const { db, sealer, env } = servicesOf(context);
    const limit = await hitRateLimit(
      db,
      `intake-draft:${input.user.id}`,
      DRAFT_LIMIT,
      env.RATE_LIMIT_MULTIPLIER,
    );
    if (!limit.allowed) return tooManyRequests(limit);
    await saveDraft(db, sealer, input.user.id, toIntakeValues(input.body.values));
    return new Response(null, { status: 204, headers: noStore });
  } catch (error) {
    return failedWrite(error, "intake draft not saved", { error: "unavailable" }, { headers: noStore });
  }
}

/**
 * The page's action, the form's one way in: the answers travel in the body (never in the URL),
 * are parsed with the form's schema, and come back with the errors when refused; a stored
 * submission leads to its confirmation page.
 */
export async function handleIntakeForm(context: Context, request: Request, url: URL, locale: Locale) {
  const user = await requireUser(context, request, url);
  const body = await readForm(request, INTAKE_MAX_BODY_BYTES);
  if (!body.ok) return data<IntakeFormResult>({ status: "failed" }, { status: body.response.status });
  const submission = parseSubmission(body.value, intakeSchema(locale));
  if (!submission) return data<IntakeFormResult>({ status: "invalid" }, { status: 400 });
  const reply = submission.reply();
  try {
    const { db, sealer, env, nudgeOutbox } = servicesOf(context);
    const limit = await hitRateLimit(db, `intake:${user.id}`, SUBMIT_LIMIT, env.RATE_LIMIT_MULTIPLIER);
    if (!limit.allowed) {
      return data<IntakeFormResult>(
        { status: "failed", reply },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    if (submission.status !== "success") {
      return data<IntakeFormResult>({ status: "invalid", reply }, { status: 400 });
    }
    const id = await saveIntakeSubmission(db, sealer, env, user, submission.value, locale);
    nudgeOutbox();
    return redirect(localizePath(confirmationPath(id), locale), 303);
  } catch (error) {
    return failedWrite<IntakeFormResult>(error, "intake submission not stored", { status: "failed", reply });
  }
}
