/** A response body as text, or null once it grows past `maxBytes` (the rest is not read). */
export async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export type RequestBody =
  | {
      ok: true;
      bytes: Uint8Array<SharedArrayBuffer>;
      /** What to give back to the budget once done with the bytes. */ held: number;
    }
  | { ok: false; reason: "tooLarge" | "timedOut" | "broken" };

/**
 * Memory for request bodies, shared by the requests that read them. A body is read once the bytes
 * it announces (or the cap, when it announces none) fit; until then its bytes stay in the network.
 * One body is always let in, however large, so the budget never stops everything.
 */
export class ByteBudget {
  private used = 0;
  private waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Holds `bytes` once they fit; false if they did not before `deadline` (a timestamp). */
  async reserve(bytes: number, deadline: number): Promise<boolean> {
    while (this.used > 0 && this.used + bytes > this.limit) {
      const freed = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      if (!freed) return false;
    }
    this.used += bytes;
    return true;
  }

  release(bytes: number) {
    this.used -= bytes;
    for (const wake of this.waiting.splice(0)) wake();
  }
}

/**
 * After a refusal the rest of the body is still read, up to these, and dropped: the answer then
 * reaches a client that is still sending, which a closed connection would reset before it reads it.
 */
const DRAIN = { bytes: 16 * 1024 * 1024, ms: 5000 };

type Chunk = ReadableStreamReadResult<Uint8Array>;

/** `reader`'s next chunk, or undefined once `deadline` (a timestamp) has passed. */
function readBefore(reader: ReadableStreamDefaultReader<Uint8Array>, deadline: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, deadline - Date.now()));
  });
  return Promise.race<Chunk | undefined>([reader.read(), late]).finally(() => clearTimeout(timer));
}

function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const deadline = Date.now() + DRAIN.ms;
  void (async () => {
    let left = DRAIN.bytes;
    try {
      for (;;) {
        const chunk = await readBefore(reader, deadline);
        if (chunk?.done) return;
        if (!chunk || (left -= chunk.value.byteLength) < 0) break;
      }
    } catch {
      return;
    }
    // Still sending past the drain's limits: the connection is closed.
    await reader.cancel().catch(() => {});
  })();
}

/**
 * Reads a request's body within `maxBytes` and before `deadlineMs` have passed, so a client sending
 * too much, or too slowly, holds nothing for long. A declared length over the cap is refused unread.
 * The body waits for room in `budget`; the caller releases `held` once done with the bytes (a
 * refused body's are released here). The bytes are in shared memory, so a worker thread reads them
 * without a copy.
 */
export async function readRequestBody(
  request: Request,
  { maxBytes, deadlineMs, budget }: { maxBytes: number; deadlineMs: number; budget: ByteBudget },
): Promise<RequestBody> {
  const declared = Number(request.headers.get("content-length") ?? "0") || 0;
  if (declared > maxBytes) return { ok: false, reason: "tooLarge" };
  if (!request.body) return { ok: true, bytes: new Uint8Array(new SharedArrayBuffer(0)), held: 0 };
  const deadline = Date.now() + deadlineMs;
  const held = declared || maxBytes;
  const reader = request.body.getReader();
  if (!(await budget.reserve(held, deadline))) {
    drain(reader);
    return { ok: false, reason: "timedOut" };
  }
  // With a declared length the bytes go straight into one buffer; otherwise chunks are joined at the end.
  const exact = declared > 0 ? new Uint8Array(new SharedArrayBuffer(declared)) : undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const refuse = (reason: "tooLarge" | "timedOut" | "broken"): RequestBody => {
    budget.release(held);
    if (reason !== "broken") drain(reader);
    return { ok: false, reason };
  };
  try {
    for (;;) {
      const chunk = await readBefore(reader, deadline);
      if (!chunk) return refuse("timedOut");
      if (chunk.done) break;
      const { value } = chunk;
      if (size + value.byteLength > (exact?.length ?? maxBytes)) return refuse("tooLarge");
      if (exact) exact.set(value, size);
      else chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    return refuse("broken");
  }
  if (exact) return { ok: true, bytes: size === exact.length ? exact : exact.subarray(0, size), held };
  const joined = new Uint8Array(new SharedArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes: joined, held };
}
