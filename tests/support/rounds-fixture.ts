import { readFileSync } from "node:fs";
import path from "node:path";
import { parseRounds, type Round } from "../../app/features/rounds/parse-rounds";

/** IRCC's rounds document as recorded (its latest round drawn on 2026-09-16), as the feed sends it. */
export const recordedRoundsText = readFileSync(
  path.resolve(import.meta.dirname, "../../app/features/rounds/fixtures/ee-rounds-en.json"),
  "utf8",
);

/** The recorded rounds, as the site reads them. */
export const recordedRounds: Round[] = parseRounds(JSON.parse(recordedRoundsText)).rounds;
