import { categoryOf, type RoundCategory } from "./categories";

/** One round of invitations as the site stores it. */
export interface Round {
  number: string;
  /** YYYY-MM-DD */
  drawnOn: string;
  name: string;
  category: RoundCategory;
  invitations: number;
  cutoff: number;
}

export class RoundsFeedError extends Error {}

/** "1,574", "1 574" or 1574; anything else is not a count. */
function count(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  const digits = text.replace(/[,\s\u00a0\u202f]/g, "");
  return /^\d{1,6}$/.test(digits) ? Number(digits) : undefined;
}

function isoDate(value: unknown): string | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : value;
}

function parseRound(raw: unknown): Round | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  const number =
    typeof record.drawNumber === "string" ? record.drawNumber.trim() : String(record.drawNumber ?? "");
  const name = typeof record.drawName === "string" ? record.drawName.replace(/\s+/g, " ").trim() : "";
  const drawnOn = isoDate(record.drawDate);
  const invitations = count(record.drawSize);
  const cutoff = count(record.drawCRS);
  if (!/^\d{1,4}[a-z]?$/.test(number) || !name || name.length > 200 || !drawnOn) return undefined;
  if (invitations === undefined || invitations === 0 || cutoff === undefined || cutoff > 1200)
    return undefined;
  return { number, drawnOn, name, category: categoryOf(name), invitations, cutoff };
}

/**
 * The rounds in IRCC's "rounds of invitations" JSON (`{ "classes": …, "rounds": [ { "drawNumber",
 * "drawDate", "drawName", "drawSize", "drawCRS", … } ] }`, counts written with thousands separators).
 * Malformed rounds are skipped and counted; a document with no usable round is refused.
 */
export function parseRounds(data: unknown): { rounds: Round[]; skipped: number } {
  const list = typeof data === "object" && data !== null ? (data as { rounds?: unknown }).rounds : undefined;
  if (!Array.isArray(list)) throw new RoundsFeedError("The rounds document has no list of rounds");
  const rounds: Round[] = [];
  const seen = new Set<string>();
  for (const raw of list) {
    const round = parseRound(raw);
    if (round && !seen.has(round.number)) {
      seen.add(round.number);
      rounds.push(round);
    }
  }
  if (rounds.length === 0) throw new RoundsFeedError("The rounds document holds no readable round");
  return { rounds, skipped: list.length - rounds.length };
}
