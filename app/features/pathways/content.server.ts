import { desc, eq } from "drizzle-orm";
import type { Locale } from "~/lib/i18n/locale";
import type { SealedJson, Sealer } from "~/lib/security/encryption.server";
import type { Database } from "~/db/client";
import { pathwaysLeads } from "~/db/schema/pathways";
import { profileFromSearchParams } from "./profile";
import { answerLines, resultLines, type SentResults } from "./sent-results";

/**
 * What a pathways lead holds, sealed at rest: who sent it, the answers (the finder's query string) and
 * the results as shown. Its email stays readable to find the sender's other leads.
 */
export interface PathwaysContent {
  fullName: string;
  query: string;
  results: SentResults;
}

export function sealPathwaysContent(
  sealer: Sealer,
  { fullName, query, results }: PathwaysContent,
): SealedJson {
  return sealer.sealJson({ fullName, query, results });
}

export function openPathwaysContent(sealer: Sealer, stored: unknown): PathwaysContent {
  return sealer.openJson<PathwaysContent>(stored);
}

/** The finder results a client sent while signed in, for "download my data": answers and results in words. */
export async function exportPathwaysLeads(db: Database, sealer: Sealer, userId: string, locale: Locale) {
  const rows = await db
    .select()
    .from(pathwaysLeads)
    .where(eq(pathwaysLeads.userId, userId))
    .orderBy(desc(pathwaysLeads.createdAt));
  return rows.map((row) => {
    const { fullName, query, results } = openPathwaysContent(sealer, row.content);
    return {
      id: row.id,
      sentAt: row.createdAt.toISOString(),
      status: row.status,
      language: row.locale,
      fullName,
      email: row.email,
      consent: { text: row.consentText, givenAt: row.consentedAt.toISOString() },
      answers: answerLines(profileFromSearchParams(new URLSearchParams(query)), locale),
      results: resultLines(results, locale),
    };
  });
}
