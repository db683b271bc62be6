import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RateLimitResult } from "~/lib/rate-limit.server";
import { handleChat, type ChatDependencies } from "./chat.server";
import { MAX_HISTORY_TURNS, MAX_MESSAGE_CHARS } from "./limits";
import type { LlmSettings } from "./llm.server";

const allowed: RateLimitResult = { allowed: true, remaining: 10, retryAfterSeconds: 60 };
const embedded: ChatDependencies = { rateLimit: async () => allowed };

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/chat", {
    method: "POST",
    headers: { "content-type": "application/json", "x-client-ip": "203.0.113.7", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

type Script = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A local OpenAI-compatible chat completions endpoint whose behaviour each test scripts. */
let script: Script = () => {};
let server: Server;
let baseUrl = "";
const received: { body: string; authorization?: string }[] = [];

function chunk(content: string, finish: string | null = null): string {
  const payload = {
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 0,
    model: "test-model",
    choices: [{ index: 0, delta: finish ? {} : { role: "assistant", content }, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

function streamReply(res: ServerResponse, parts: string[]): void {
  res.writeHead(200, { "Content-Type": "text/event-stream" });
  for (const part of parts) res.write(chunk(part));
  res.write(chunk("", "stop"));
  res.end("data: [DONE]\n\n");
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (data: Buffer) => (body += data.toString()));
    req.on("end", () => {
      received.push({ body, authorization: req.headers.authorization });
      script(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function withModel(overrides: Partial<LlmSettings> = {}): ChatDependencies {
  return {
    rateLimit: async () => allowed,
    llm: {
      baseUrl,
      model: "test-model",
      apiKey: "test-key",
      firstChunkMs: 2000,
      totalMs: 5000,
      ...overrides,
    },
  };
}

describe("POST /api/chat, embedded assistant", () => {
  it("answers { response } with links to the site's pages", async () => {
    const response = await handleChat(
      post({ message: "What is an LMIA?", conversationHistory: [] }),
      embedded,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-chat-mode")).toBe("embedded");
    const { response: text } = (await response.json()) as { response: string };
    expect(text).toMatch(/\]\(\/resources\/faq#work-permits\)/);
    expect(text).toMatch(/not legal advice/);
  });

  it("answers in French from a French page, and in the message's own language", async () => {
    const fr = await handleChat(post({ message: "c'est quoi une EIMT", locale: "fr" }), embedded);
    const french = ((await fr.json()) as { response: string }).response;
    expect(french).toMatch(/\(\/fr\/resources\/faq#work-permits\)/);
    // French typography: a no-break space before the colon.
    expect(french).toContain("[En savoir plus\u00a0: ");
    expect(french).not.toMatch(/\p{L}: /u);
    const en = await handleChat(post({ message: "What is an LMIA?", locale: "fr" }), embedded);
    expect(((await en.json()) as { response: string }).response).toMatch(/\(\/resources\/faq#work-permits\)/);
  });

  it("streams plain text to a client that asks for it", async () => {
    const response = await handleChat(post({ message: "hello" }, { accept: "text/plain" }), embedded);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^Hello!/);
  });

  it("says when nothing matches and offers the contact form", async () => {
    const response = await handleChat(post({ message: "best pancake recipe with blueberries" }), embedded);
    const { response: text } = (await response.json()) as { response: string };
    expect(text).toMatch(/could not find/);
    expect(text).toMatch(/\]\(\/contact\)/);
  });

  it.each([
    ["no message", { conversationHistory: [] }],
    ["an empty message", { message: "   " }],
    ["a message that is not a string", { message: 42 }],
    ["a message too long", { message: "a".repeat(MAX_MESSAGE_CHARS + 1) }],
    [
      "too many turns",
      {
        message: "hi",
        conversationHistory: Array.from({ length: MAX_HISTORY_TURNS + 1 }, () => ({
          role: "user",
          content: "x",
        })),
      },
    ],
    [
      "a turn with an unknown role",
      { message: "hi", conversationHistory: [{ role: "system", content: "x" }] },
    ],
    ["a body that is not an object", ["hi"]],
  ])("refuses %s with 400 { error }", async (_name, body) => {
    const response = await handleChat(post(body), embedded);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String));
  });

  it("refuses malformed JSON (400) and other content types (415)", async () => {
    expect((await handleChat(post("{oops"), embedded)).status).toBe(400);
    const form = await handleChat(
      post("message=hi", { "content-type": "application/x-www-form-urlencoded" }),
      embedded,
    );
    expect(form.status).toBe(415);
  });

  it("localises errors for a French page", async () => {
    const response = await handleChat(post({ message: " ", locale: "fr" }), embedded);
    expect(((await response.json()) as { error: string }).error).toBe("Veuillez écrire un message.");
  });

  it("reads the stored rounds for a question about the rounds only, and answers with their cut-offs", async () => {
    const frenchRound = {
      number: "400",
      drawnOn: "2026-08-19",
      name: "French-Language proficiency 2026-Version 2",
      category: "french" as const,
      invitations: 5000,
      cutoff: 382,
    };
    let reads = 0;
    const withRounds: ChatDependencies = {
      ...embedded,
      rounds: async () => {
        reads += 1;
        return [frenchRound];
      },
    };
    const rounds = await handleChat(
      post({ message: "Quel était le seuil des tirages pour le français ?" }),
      withRounds,
    );
    const { response } = (await rounds.json()) as { response: string };
    expect(response).toMatch(/^Voici ce qu’en dit notre site/);
    expect(response).toContain("19\u00a0août 2026");
    expect(response).toContain("au moins 382");
    expect(response).toContain("](/fr/resources/express-entry-rounds)");
    expect(reads).toBe(1);
    await handleChat(post({ message: "How do I sponsor my husband?" }), withRounds);
    expect(reads).toBe(1);

    const failing: ChatDependencies = {
      ...embedded,
      rounds: () => Promise.reject(new Error("database down")),
    };
    const fallback = await handleChat(post({ message: "latest express entry draws" }), failing);
    expect(fallback.status).toBe(200);
    expect(((await fallback.json()) as { response: string }).response).toContain(
      "/resources/express-entry-rounds",
    );
  });

  it("reads the meetings' prices for a question about costs only, and states them", async () => {
    let reads = 0;
    const withPrices: ChatDependencies = {
      ...embedded,
      meetings: async () => {
        reads += 1;
        return [
          { name: { en: "Discovery call", fr: "Appel de découverte" }, minutes: 15, priceCents: 0 },
          { name: { en: "Consultation", fr: "Consultation" }, minutes: 60, priceCents: 175_50 },
        ];
      },
    };
    const answerTo = async (message: string, deps: ChatDependencies) =>
      ((await (await handleChat(post({ message }), deps)).json()) as { response: string }).response;
    expect(await answerTo("Combien coûte une consultation ?", withPrices)).toMatch(
      /^Appel de découverte \(15\u00a0minutes\)\u00a0: gratuit\. Consultation \(60\u00a0minutes\)\u00a0: 175,50\u00a0\$\./,
    );
    expect(await answerTo("How much does a consultation cost?", withPrices)).toMatch(
      /^Discovery call \(15 minutes\): free\. Consultation \(60 minutes\): \$175\.50\./,
    );
    expect(reads).toBe(2);
    await answerTo("How do I sponsor my husband?", withPrices);
    expect(reads).toBe(2);

    const failing: ChatDependencies = {
      ...embedded,
      meetings: () => Promise.reject(new Error("database down")),
    };
    const fallback = await answerTo("How much does a consultation cost?", failing);
    expect(fallback).toMatch(/^The price of each meeting is shown on our \[Book an Appointment page\]/);
  });

  it("limits each client address, and still answers when the limiter is down", async () => {
    const keys: string[] = [];
    const limited = await handleChat(post({ message: "hi" }), {
      rateLimit: async (ip) => {
        keys.push(ip);
        return { allowed: false, remaining: 0, retryAfterSeconds: 42 };
      },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("42");
    expect(keys).toEqual(["203.0.113.7"]);
    const down = await handleChat(post({ message: "hi" }), {
      rateLimit: () => Promise.reject(new Error("database unavailable")),
    });
    expect(down.status).toBe(200);
  });
});

describe("POST /api/chat with an OpenAI-compatible model", () => {
  it("streams the model's answer, grounded by the site's passages", async () => {
    script = (_req, res) => streamReply(res, ["An LMIA ", "is a labour market ", "impact assessment."]);
    received.length = 0;
    const response = await handleChat(
      post(
        {
          message: "What is an LMIA?",
          conversationHistory: [
            { role: "user", content: "hello" },
            { role: "assistant", content: "Hi!" },
          ],
        },
        { accept: "text/plain" },
      ),
      withModel(),
    );
    expect(response.headers.get("x-chat-mode")).toBe("llm");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const pieces: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push(value);
    }
    expect(pieces.join("")).toBe("An LMIA is a labour market impact assessment.");
    expect(pieces.length).toBeGreaterThan(1);
    const sent = JSON.parse(received[0]!.body) as {
      model: string;
      messages: { role: string; content: string }[];
    };
    expect(received[0]!.authorization).toBe("Bearer test-key");
    expect(sent.model).toBe("test-model");
    const system = sent.messages[0]!;
    expect(system.role).toBe("system");
    expect(system.content).toMatch(/not legal advice/);
    expect(system.content).toMatch(/\/resources\/faq#work-permits/);
    expect(sent.messages.slice(1).map((m) => m.role)).toEqual(["user", "assistant", "user"]);
  });

  it("gives the model the meetings' prices when asked what they cost, so it states them and no other", async () => {
    script = (_req, res) => streamReply(res, ["The consultation costs $150."]);
    received.length = 0;
    await handleChat(post({ message: "How much does a consultation cost?" }), {
      ...withModel(),
      meetings: async () => [
        { name: { en: "Consultation", fr: "Consultation" }, minutes: 60, priceCents: 150_00 },
      ],
    });
    const sent = JSON.parse(received[0]!.body) as { messages: { role: string; content: string }[] };
    expect(sent.messages[0]!.content).toContain("Prices: Consultation (60 minutes): $150.");
  });

  it("gives { response } to a client that does not stream", async () => {
    script = (_req, res) => streamReply(res, ["Bonjour", "!"]);
    const response = await handleChat(post({ message: "bonjour", locale: "fr" }), withModel());
    expect(await response.json()).toEqual({ response: "Bonjour!" });
  });

  it("answers from the site when the model fails", async () => {
    script = (_req, res) => {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: "overloaded" } }));
    };
    const response = await handleChat(
      post({ message: "What is an LMIA?" }, { accept: "text/plain" }),
      withModel(),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/\(\/resources\/faq#work-permits\)/);
  });

  it("answers from the site when the model is too slow to start", async () => {
    script = () => {};
    const started = Date.now();
    const response = await handleChat(
      post({ message: "What is an LMIA?" }),
      withModel({ firstChunkMs: 300 }),
    );
    const { response: text } = (await response.json()) as { response: string };
    expect(text).toMatch(/\(\/resources\/faq#work-permits\)/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("answers from the site when the model says nothing", async () => {
    script = (_req, res) => streamReply(res, []);
    const response = await handleChat(post({ message: "What is an LMIA?" }), withModel());
    expect(((await response.json()) as { response: string }).response).toMatch(
      /\(\/resources\/faq#work-permits\)/,
    );
  });

  it("completes a broken answer with the site's content", async () => {
    script = (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write(chunk("An LMIA is"));
      setTimeout(() => res.destroy(), 50);
    };
    const response = await handleChat(post({ message: "What is an LMIA?" }), withModel());
    const { response: text } = (await response.json()) as { response: string };
    expect(text).toMatch(/^An LMIA is/);
    expect(text).toMatch(/not available right now/);
    expect(text).toMatch(/\(\/resources\/faq#work-permits\)/);
  });
});
