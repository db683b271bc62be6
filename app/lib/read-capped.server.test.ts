import { describe, expect, it } from "vitest";
import { readForm, readJson } from "./http.server";
import { ByteBudget, readCapped, readRequestBody } from "./read-capped.server";

/** A body of unknown length (no Content-Length), sent in chunks of `chunkBytes`. */
function streamed(chunks: number, chunkBytes: number, fail = false): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === chunks) {
        if (fail) controller.error(new Error("connection reset"));
        else controller.close();
        return;
      }
      sent += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x61));
    },
  });
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("readRequestBody", () => {
  it("refuses a declared length over the cap without reading it", async () => {
    const request = post("x", { "content-length": "2000" });
    expect(await readRequestBody(request, { maxBytes: 1000 })).toEqual({ ok: false, reason: "tooLarge" });
    expect(request.bodyUsed).toBe(false);
  });

  it("reads a body of unknown length into shared memory, and refuses one past the cap", async () => {
    const read = await readRequestBody(post(streamed(3, 100)), { maxBytes: 300 });
    expect(read).toMatchObject({ ok: true, held: 0 });
    expect(read.ok && read.bytes.buffer instanceof SharedArrayBuffer && read.bytes.length).toBe(300);
    expect(await readRequestBody(post(streamed(4, 100)), { maxBytes: 300 })).toEqual({
      ok: false,
      reason: "tooLarge",
    });
  });

  it("says a stream that breaks is broken, and gives its room in the budget back", async () => {
    const budget = new ByteBudget(1000);
    expect(
      await readRequestBody(post(streamed(1, 10, true)), { maxBytes: 1000, deadlineMs: 5000, budget }),
    ).toEqual({
      ok: false,
      reason: "broken",
    });
    expect(await budget.reserve(1000, Date.now())).toBe(true);
  });
});

describe("the form and JSON readers", () => {
  it("answer 413 to a body of unknown length past the cap, and read one within it", async () => {
    const json = await readJson(post(streamed(2, 100), { "content-type": "application/json" }), 150);
    expect(!json.ok && json.response.status).toBe(413);
    const refused = await readForm(post(streamed(2, 100)), 150);
    expect(!refused.ok && refused.response.status).toBe(413);
    const form = await readForm(
      post("name=Ada&city=Saskatoon", { "content-type": "application/x-www-form-urlencoded" }),
    );
    expect(form.ok && Object.fromEntries(form.value)).toEqual({ name: "Ada", city: "Saskatoon" });
  });
});

describe("readCapped", () => {
  it("reads a response as text, or null past the cap", async () => {
    expect(await readCapped(new Response("héllo"), 100)).toBe("héllo");
    expect(await readCapped(new Response(streamed(2, 100)), 150)).toBeNull();
  });
});
