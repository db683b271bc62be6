/** A response body as text, or null once it grows past `maxBytes` (the rest is not read). */
export async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  // A response's Content-Length counts the bytes before decompression, not those read here.
  const read = await readStream(reader, maxBytes);
  if (read.ok) return new TextDecoder().decode(read.bytes);
  await reader.cancel().catch(() => {});
  return null;
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

  /** Holds `bytes` once they fit; false if they did not before `deadline` (a timestamp, or Infinity). */
  async reserve(bytes: number, deadline: number): Promise<boolean> {
    while (this.used > 0 && this.used + bytes > this.limit) {
      const freed = await new Promise<boolean>((resolve) => {
        const timer = atDeadline(deadline, () => resolve(false));
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

/** Calls `fire` once `deadline` (a timestamp) has passed; never when it is Infinity. */
function atDeadline(deadline: number, fire: () => void) {
  return Number.isFinite(deadline) ? setTimeout(fire, Math.max(0, deadline - Date.now())) : undefined;
}

/** `reader`'s next chunk, or undefined once `deadline` (a timestamp) has passed. */
function readBefore(reader: ReadableStreamDefaultReader<Uint8Array>, deadline: number) {
  if (!Number.isFinite(deadline)) return reader.read();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = atDeadline(deadline, () => resolve(undefined));
  });
  return Promise.race<Chunk | undefined>([reader.read(), late]).finally(() => clearTimeout(timer));
}

type StreamRead =
  { ok: true; bytes: Uint8Array<SharedArrayBuffer> } | { ok: false; reason: "tooLarge" | "timedOut" };

/**
 * Reads a stream to its end, refusing it past `maxBytes` or once `deadline` (a timestamp) has passed;
 * the rest of a refused stream is left to the caller. A `declared` length (never over `maxBytes`) is
 * read straight into one buffer, and a byte past it is too large; otherwise chunks are joined at the
 * end. The bytes are in shared memory, so a worker thread reads them without a copy. Throws what the
 * stream throws.
 */
async function readStream(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  maxBytes: number,
  { declared = 0, deadline = Infinity }: { declared?: number; deadline?: number } = {},
): Promise<StreamRead> {
  const exact = declared > 0 ? new Uint8Array(new SharedArrayBuffer(declared)) : undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const chunk = await readBefore(reader, deadline);
    if (!chunk) return { ok: false, reason: "timedOut" };
    if (chunk.done) break;
    const { value } = chunk;
    if (size + value.byteLength > (exact?.length ?? maxBytes)) return { ok: false, reason: "tooLarge" };
    if (exact) exact.set(value, size);
    else chunks.push(value);
    size += value.byteLength;
  }
  if (exact) return { ok: true, bytes: size === exact.length ? exact : exact.subarray(0, size) };
  const joined = new Uint8Array(new SharedArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes: joined };
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
 * Reads a request's body within `maxBytes` and, when given, before `deadlineMs` have passed, so a
 * client sending too much, or too slowly, holds nothing for long. A declared length over the cap is
 * refused unread; the rest of a body refused later is drained, so the answer reaches the client. With
 * a `budget`, the body waits for room in it, and the caller releases `held` once done with the bytes
 * (a refused body's are released here). The bytes are in shared memory (see `readStream`).
 */
export async function readRequestBody(
  request: Request,
  { maxBytes, deadlineMs, budget }: { maxBytes: number; deadlineMs?: number; budget?: ByteBudget },
): Promise<RequestBody> {
  const declared = Number(request.headers.get("content-length") ?? "0") || 0;
  if (declared > maxBytes) return { ok: false, reason: "tooLarge" };
  if (!request.body) return { ok: true, bytes: new Uint8Array(new SharedArrayBuffer(0)), held: 0 };
  const deadline = deadlineMs === undefined ? Infinity : Date.now() + deadlineMs;
  const held = budget ? declared || maxBytes : 0;
  const reader = request.body.getReader();
  if (budget && !(await budget.reserve(held, deadline))) {
    drain(reader);
    return { ok: false, reason: "timedOut" };
  }
  let read: StreamRead;
  try {
    read = await readStream(reader, maxBytes, { declared, deadline });
  } catch {
    budget?.release(held);
    return { ok: false, reason: "broken" };
  }
  if (read.ok) return { ok: true, bytes: read.bytes, held };
  budget?.release(held);
  drain(reader);
  return read;
}
