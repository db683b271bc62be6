import { desc, gte, sql } from "drizzle-orm";
import { readCapped } from "~/lib/read-capped.server";
import { logger } from "~/lib/logger.server";
import type { Database } from "~/db/client";
import { expressEntryRounds, roundsFeedState } from "~/db/schema/rounds";
import { parseRounds, RoundsFeedError, type Round } from "./parse-rounds";

/** IRCC's data behind its "Rounds of invitations" page, newest round first. */
export const IRCC_ROUNDS_URL = "https://www.canada.ca/content/dam/ircc/documents/json/ee_rounds_123_en.json";
/** The whole history is about 1 MB; anything far larger is not this document. */
const MAX_BYTES = 8 * 1024 * 1024;
const ROUNDS_TIMEOUT_MS = 10_000;
export const ROUNDS_REFRESH_MS = 24 * 60 * 60 * 1000;
/** How far back the calculator compares a score. */
const RECENT_MONTHS = 6;
/**
 * IRCC had held about 400 rounds by 2026. A document listing far more is not IRCC's: only the newest
 * this many are kept, and a page shows at most MAX_ROUNDS_SHOWN of them.
 */
const MAX_ROUNDS_KEPT = 1000;
const MAX_ROUNDS_SHOWN = 200;
/** Redirects followed on the source's own host (http to https, a moved file); another host is refused. */
const MAX_REDIRECTS = 3;

const SOURCE = "ircc";

/** Follows redirects only while they stay on the configured source's host. */
async function fetchOnHost(url: string, signal: AbortSignal): Promise<Response> {
  const host = new URL(url).host;
  let current = url;
  for (let hops = 0; ; hops += 1) {
    const response = await fetch(current, {
      headers: { Accept: "application/json" },
      signal,
      redirect: "manual",
    });
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel();
    const next = new URL(location, current);
    if (next.host !== host)
      throw new RoundsFeedError(`Rounds source redirected to another host (${next.host})`);
    if (hops >= MAX_REDIRECTS) throw new RoundsFeedError("Rounds source redirected too many times");
    current = next.toString();
  }
}

async function fetchRounds(url: string, timeoutMs = ROUNDS_TIMEOUT_MS) {
  const signal = AbortSignal.timeout(timeoutMs);
  let body: string | null;
  try {
    const response = await fetchOnHost(url, signal);
    if (!response.ok) throw new RoundsFeedError(`Rounds source answered ${response.status}`);
    body = await readCapped(response, MAX_BYTES);
  } catch (error) {
    if (error instanceof RoundsFeedError) throw error;
    if (signal.aborted) throw new RoundsFeedError(`Rounds source did not answer within ${timeoutMs} ms`);
    throw new RoundsFeedError(
      `Rounds source unreachable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (body === null) throw new RoundsFeedError(`Rounds document larger than ${MAX_BYTES} bytes`);
  let data: unknown;
  try {
    // The document has been served with a byte-order mark.
    data = JSON.parse(body.replace(/^\uFEFF/, ""));
  } catch {
    throw new RoundsFeedError("The rounds document is not JSON");
  }
  return parseRounds(data);
}

/**
 * Reads IRCC's rounds and stores them, with how the attempt went. A failed attempt (down, slow,
 * malformed) keeps the rounds stored before, so pages go on showing the last known rounds.
 */
export async function refreshRounds(
  db: Database,
  url: string,
  now: Date = new Date(),
  timeoutMs = ROUNDS_TIMEOUT_MS,
): Promise<{ ok: boolean; stored: number }> {
  try {
    const read = await fetchRounds(url, timeoutMs);
    const rounds = [...read.rounds]
      .sort((a, b) => b.drawnOn.localeCompare(a.drawnOn) || Number(b.number) - Number(a.number))
      .slice(0, MAX_ROUNDS_KEPT);
    const skipped = read.skipped + read.rounds.length - rounds.length;
    await db.transaction(async (tx) => {
      for (let start = 0; start < rounds.length; start += 500) {
        await tx
          .insert(expressEntryRounds)
          .values(rounds.slice(start, start + 500))
          .onConflictDoUpdate({
            target: expressEntryRounds.number,
            set: {
              drawnOn: sql`excluded.drawn_on`,
              name: sql`excluded.name`,
              category: sql`excluded.category`,
              invitations: sql`excluded.invitations`,
              cutoff: sql`excluded.cutoff`,
            },
          });
      }
      // Rounds a previous, larger document left beyond the newest MAX_ROUNDS_KEPT go.
      await tx.execute(
        sql`delete from ${expressEntryRounds} where ${expressEntryRounds.number} not in (select ${expressEntryRounds.number} from ${expressEntryRounds} order by ${expressEntryRounds.drawnOn} desc limit ${MAX_ROUNDS_KEPT})`,
      );
      const state = {
        lastAttemptOk: true,
        lastAttemptAt: now,
        lastSuccessAt: now,
        lastError: null,
        roundsRead: rounds.length,
        roundsSkipped: skipped,
      };
      await tx
        .insert(roundsFeedState)
        .values({ source: SOURCE, ...state })
        .onConflictDoUpdate({ target: roundsFeedState.source, set: state });
    });
    if (skipped > 0) logger.warn({ skipped }, "malformed Express Entry rounds skipped");
    return { ok: true, stored: rounds.length };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.warn({ reason: message }, "Express Entry rounds unavailable; the stored rounds stay");
    const state = { lastAttemptOk: false, lastAttemptAt: now, lastError: message.slice(0, 500) };
    await db
      .insert(roundsFeedState)
      .values({ source: SOURCE, ...state })
      .onConflictDoUpdate({ target: roundsFeedState.source, set: state });
    return { ok: false, stored: 0 };
  }
}

/** The date `months` before `now`, as YYYY-MM-DD. */
export function monthsBefore(now: Date, months: number): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** Rounds held since `since` (YYYY-MM-DD), newest first, at most MAX_ROUNDS_SHOWN. */
export async function roundsSince(db: Database, since: string): Promise<Round[]> {
  const rows = await db
    .select()
    .from(expressEntryRounds)
    .where(gte(expressEntryRounds.drawnOn, since))
    .orderBy(desc(expressEntryRounds.drawnOn), desc(expressEntryRounds.number))
    .limit(MAX_ROUNDS_SHOWN);
  return rows as Round[];
}

/**
 * The rounds of the RECENT_MONTHS up to the latest stored round, newest first: measured from the
 * latest round rather than today, so a pause in IRCC's rounds (or in reading them) still shows the
 * last half-year of rounds, with their dates.
 */
export async function recentRounds(db: Database): Promise<Round[]> {
  const [latest] = await db
    .select({ drawnOn: expressEntryRounds.drawnOn })
    .from(expressEntryRounds)
    .orderBy(desc(expressEntryRounds.drawnOn))
    .limit(1);
  if (!latest) return [];
  return roundsSince(db, monthsBefore(new Date(`${latest.drawnOn}T00:00:00Z`), RECENT_MONTHS));
}

export async function roundsFeedHealth(db: Database) {
  const [state] = await db.select().from(roundsFeedState);
  return state ?? null;
}
