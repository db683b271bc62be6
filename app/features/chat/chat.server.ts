import { z } from "zod";
import { isLocale, type Locale } from "~/lib/i18n/locale";
import { pick } from "~/lib/i18n/messages";
import { jsonError, readJson } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { clientIp, tooManyRequests, type RateLimitResult, type RateLimitRule } from "~/lib/rate-limit.server";
import type { Round } from "~/features/rounds/parse-rounds";
import {
  needsPrices,
  needsRounds,
  renderAnswer,
  retrieve,
  type AnswerContext,
  type MeetingPrice,
} from "./answer";
import { answerMessages } from "./answer-messages";
import { apiMessages } from "./api-messages";
import { MAX_HISTORY_TURNS, MAX_MESSAGE_CHARS, type ChatMessage } from "./limits";
import { streamLlmAnswer, type LlmSettings } from "./llm.server";

/** Per client address: enough for a lively conversation, not for scripted scraping. */
export const CHAT_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60_000 };

/** A past answer may be longer than a question (a model's answer with links). */
const MAX_HISTORY_CONTENT_CHARS = 8000;
const MAX_BODY_BYTES = 256 * 1024;
/** The model sees the latest turns only; older ones rarely matter and cost tokens. */
const LLM_HISTORY_TURNS = 10;

export interface ChatDependencies {
  /** Set when an OpenAI-compatible endpoint is configured. */
  llm?: LlmSettings;
  rateLimit: (ip: string) => Promise<RateLimitResult>;
  /** The rounds the rounds page shows, newest first; read only for a question about the rounds. */
  rounds?: () => Promise<readonly Round[]>;
  /** The booking page's meeting types and their prices; read only for a question about costs. */
  meetings?: () => Promise<readonly MeetingPrice[]>;
}

const turnSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(MAX_HISTORY_CONTENT_CHARS),
});

function requestSchema(locale: Locale) {
  const t = pick(apiMessages, locale);
  return z.object({
    message: z
      .string(t.messageRequired)
      .trim()
      .min(1, t.messageRequired)
      .max(MAX_MESSAGE_CHARS, t.messageTooLong),
    conversationHistory: z
      .array(turnSchema, t.historyInvalid)
      .max(MAX_HISTORY_TURNS, t.historyTooLong)
      .default([]),
    locale: z.enum(["en", "fr"]).optional(),
  });
}

/**
 * The answer as it is written: the model's words as they come, or the site's content when no model
 * is configured, or when the model fails, says nothing or is too slow.
 */
async function* chatAnswer(
  input: {
    message: string;
    history: ChatMessage[];
    pageLocale: Locale;
    signal?: AbortSignal;
    context?: AnswerContext;
  },
  llm: LlmSettings | undefined,
): AsyncGenerator<string> {
  const retrieval = retrieve(
    input.message,
    input.history,
    input.pageLocale,
    llm ? 5 : undefined,
    input.context,
  );
  const embedded = () =>
    renderAnswer({ ...retrieval, matches: retrieval.matches.slice(0, 3) }, input.message);
  if (!llm) {
    yield embedded();
    return;
  }
  let said = false;
  try {
    for await (const chunk of streamLlmAnswer(llm, {
      message: input.message,
      history: input.history.slice(-LLM_HISTORY_TURNS),
      retrieval,
      signal: input.signal,
    })) {
      said = true;
      yield chunk;
    }
  } catch (error) {
    if (input.signal?.aborted) return;
    logger.warn(
      { reason: error instanceof Error ? error.message : "unknown" },
      "chat model failed: answering from the site",
    );
    yield said ? `\n\n${pick(answerMessages, retrieval.locale).llmFallback}\n\n${embedded()}` : embedded();
  }
}

/** One stored fact, or nothing when the database fails: the answer then relies on the content. */
async function stored<T>(what: string, read: (() => Promise<T>) | undefined): Promise<T | undefined> {
  if (!read) return undefined;
  try {
    return await read();
  } catch (error) {
    logger.warn(
      { reason: error instanceof Error ? error.message : "unknown" },
      `chat could not read the ${what}: answering from the content`,
    );
    return undefined;
  }
}

/** The stored facts a message needs, read only when it needs them. */
async function answerContext(message: string, deps: ChatDependencies): Promise<AnswerContext> {
  const [rounds, meetings] = await Promise.all([
    needsRounds(message) ? stored("rounds", deps.rounds) : undefined,
    needsPrices(message) ? stored("prices", deps.meetings) : undefined,
  ]);
  return { ...(rounds && { rounds }), ...(meetings && { meetings }) };
}

/** Sends each piece of the answer as soon as it is written; a client that leaves stops the model. */
function byteStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

function wantsStream(request: Request): boolean {
  return /\btext\/plain\b/i.test(request.headers.get("accept") ?? "");
}

const answerHeaders = (mode: string) => ({
  "Cache-Control": "no-store, no-transform",
  "X-Chat-Mode": mode,
});

/** POST /api/chat (SPEC §7 call 7): `{ message, conversationHistory }` → `{ response }` or `{ error }`. */
export async function handleChat(request: Request, deps: ChatDependencies): Promise<Response> {
  const body = await readJson(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const claimed = (body.value as { locale?: unknown } | null)?.locale;
  const locale: Locale = isLocale(claimed) ? claimed : "en";
  const t = pick(apiMessages, locale);

  const limit = await deps.rateLimit(clientIp(request)).catch((error: unknown) => {
    // A broken limiter must not silence the assistant; the failure is logged for the operator.
    logger.error(
      { reason: error instanceof Error ? error.message : "unknown" },
      "chat rate limit unavailable",
    );
    return undefined;
  });
  if (limit && !limit.allowed) return tooManyRequests(limit, { error: t.tooManyRequests });

  const parsed = requestSchema(locale).safeParse(body.value);
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? t.invalidRequest);
  const { message, conversationHistory, locale: pageLocale = locale } = parsed.data;

  const answer = chatAnswer(
    {
      message,
      history: conversationHistory,
      pageLocale,
      signal: request.signal,
      context: await answerContext(message, deps),
    },
    deps.llm,
  );
  const mode = deps.llm ? "llm" : "embedded";
  if (wantsStream(request)) {
    return new Response(byteStream(answer), {
      headers: { "Content-Type": "text/plain; charset=utf-8", ...answerHeaders(mode) },
    });
  }
  let response = "";
  for await (const chunk of answer) response += chunk;
  return Response.json({ response }, { headers: answerHeaders(mode) });
}
