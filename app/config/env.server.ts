import { z } from "zod";
import { fictionalFactsLeft, site } from "./site";

/** The invented addresses a fresh clone sends from and to; a deployment sets its own (ADR 020). */
const FICTIONAL_CONSULTANT_EMAIL = "consultant@maplepathways.example.ca";
const FICTIONAL_MAIL_FROM = "Maple Pathways Immigration <no-reply@maplepathways.example.ca>";

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const optionalUrl = z.url().optional();

/** Every setting the server reads, parsed once at boot (see .env.example for what each one means). */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  BASE_URL: z.url().default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Seals intake answers at rest (AES-256-GCM); generated into DATA_DIR when unset. */
  DATA_ENCRYPTION_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  /** Days after which closed and spam leads, and untouched intake drafts, are deleted. */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /**
   * Years a signed service agreement, its invoices and payments are kept after the last record made
   * under it (ADR 029); the privacy policy says seven.
   */
  RECORD_RETENTION_YEARS: z.coerce.number().int().min(1).max(50).default(7),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default(FICTIONAL_MAIL_FROM),
  CONSULTANT_EMAIL: z.email().default(FICTIONAL_CONSULTANT_EMAIL),
  ADMIN_EMAILS: emailList.default([]),
  NEWS_FEED_URL_EN: optionalUrl,
  NEWS_FEED_URL_FR: optionalUrl,
  /** IRCC's Express Entry rounds of invitations (JSON); tests point it at a local copy. */
  ROUNDS_FEED_URL: optionalUrl,
  RSS2JSON_API_KEY: z.string().min(1).optional(),
  CHAT_LLM_BASE_URL: optionalUrl,
  CHAT_LLM_API_KEY: z.string().min(1).optional(),
  CHAT_LLM_MODEL: z.string().min(1).optional(),
  /** IRCC's current grid by default; "spec" keeps the grid the product specification wrote down. */
  CRS_RULESET: z.enum(["spec", "ircc-2025"]).default("ircc-2025"),
  /** Express "trust proxy" setting: which proxies' X-Forwarded-For to believe. */
  TRUST_PROXY: z
    .string()
    .min(1)
    .default("loopback")
    // Express reads a hop count only as a number: "1" as text would be taken for an address and
    // trust nothing, so every visitor behind the load balancer would share its address.
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : value)),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Clients' documents go to this S3-compatible bucket (path-style URL) instead of the database. */
  DOCUMENTS_BUCKET_URL: optionalUrl,
  DOCUMENTS_BUCKET_REGION: z.string().min(1).default("us-east-1"),
  DOCUMENTS_BUCKET_ACCESS_KEY_ID: z.string().min(1).optional(),
  DOCUMENTS_BUCKET_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

/**
 * A real deployment is one served over https. A production build tried on localhost
 * (`npm start` on a fresh clone) still generates its own secrets into DATA_DIR.
 */
export function isDeployed(env: Pick<Env, "BASE_URL">): boolean {
  return env.BASE_URL.startsWith("https://");
}

export class EnvError extends Error {}

/**
 * The settings still at their fictional default: the site facts the build compiled in (`facts`, the
 * server bundle's own copy of `site`) and the two addresses read at start. Empty for a real deployment.
 */
export function deploymentFactsLeft(
  env: Pick<Env, "CONSULTANT_EMAIL" | "MAIL_FROM">,
  facts: typeof site = site,
): string[] {
  const left = fictionalFactsLeft(facts);
  if (env.CONSULTANT_EMAIL.toLowerCase() === FICTIONAL_CONSULTANT_EMAIL) left.push("CONSULTANT_EMAIL");
  if (env.MAIL_FROM === FICTIONAL_MAIL_FROM) left.push("MAIL_FROM");
  return left;
}

/**
 * In deployment mode, refuses the fictional facts with one line naming what to set: a real site must
 * not show a licence of zeros beside "Verify on the public register". Development and tests keep them.
 */
export function refuseFictionalFacts(env: Env, facts: typeof site = site): void {
  if (!isDeployed(env)) return;
  const left = deploymentFactsLeft(env, facts);
  if (left.length === 0) return;
  const built = left.filter((name) => name.startsWith("VITE_"));
  const started = left.filter((name) => !name.startsWith("VITE_"));
  const what = [
    built.length > 0 ? `${built.join(", ")} (when building)` : "",
    started.length > 0 ? `${started.join(", ")} (when starting)` : "",
  ].filter(Boolean);
  throw new EnvError(
    `Refusing to start in deployment mode: set ${what.join(" and ")}; they are still the fictional defaults`,
  );
}

/**
 * One setting, read through its rule in the schema, for code that runs before the server has parsed
 * the whole environment (the logger as it loads, pages rendered at build time). A value the rule
 * refuses reads as the default here: the server's start-up parse refuses it with its name.
 */
export function setting<K extends keyof Env>(
  name: K,
  source: Record<string, string | undefined> = process.env,
): Env[K] {
  const schema = envSchema.shape[name];
  const raw = source[name] === "" ? undefined : source[name];
  const parsed = schema.safeParse(raw);
  return (parsed.success ? parsed.data : schema.parse(undefined)) as Env[K];
}

/** Parses the environment; empty strings count as unset. Throws one line per bad variable, naming it. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `Invalid environment variable ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new EnvError(lines.join("\n"));
  }
  // A deployment keeps its secrets in configuration: one generated on a server's disk would be
  // lost with the machine (sessions signed, intake answers encrypted with it). So does a server on a
  // database of its own: its data lives apart from that disk, and every instance on that database
  // must seal and sign with the same secrets.
  const reason = isDeployed(result.data)
    ? "BASE_URL is https"
    : result.data.DATABASE_URL
      ? "DATABASE_URL is set"
      : undefined;
  if (reason) {
    const missing = (["AUTH_SECRET", "DATA_ENCRYPTION_KEY"] as const).filter((name) => !result.data[name]);
    if (missing.length > 0) {
      throw new EnvError(
        missing
          .map(
            (name) =>
              `Invalid environment variable ${name}: required when ${reason} (at least 32 characters)`,
          )
          .join("\n"),
      );
    }
  }
  if (result.data.DOCUMENTS_BUCKET_URL) {
    const missing = (
      ["DOCUMENTS_BUCKET_ACCESS_KEY_ID", "DOCUMENTS_BUCKET_SECRET_ACCESS_KEY"] as const
    ).filter((name) => !result.data[name]);
    if (missing.length > 0) {
      throw new EnvError(
        missing
          .map((name) => `Invalid environment variable ${name}: required when DOCUMENTS_BUCKET_URL is set`)
          .join("\n"),
      );
    }
  }
  return result.data;
}
