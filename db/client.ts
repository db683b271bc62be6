import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";

/** The same Drizzle API over embedded PGlite or a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies pending migrations from db/migrations (idempotent). */
  migrate(): Promise<void>;
  /** A cheap round trip, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Beside this file in the source; the production build copies them beside its server entry. */
const defaultMigrationsFolder = path.resolve(import.meta.dirname, "migrations");
/** Any constant shared by every instance of this application; names the migration lock. */
const MIGRATION_LOCK_KEY = 7_350_812_204;
/**
 * While the database server is unreachable, a request waits this long for a connection before it
 * fails and is answered 503. Connecting on a healthy network takes milliseconds, and the pool's
 * queue stays far below this unless the server is overloaded, when a 503 is a fair answer too.
 */
const CONNECT_TIMEOUT_MS = 2000;
/** The embedded database's buffer cache: measured to spare about 110 MB of the server's memory (ADR 016). */
const PGLITE_SHARED_BUFFERS = "16MB";
/** A health check answers within about this long (plus the connection), whatever the database does. */
const PING_TIMEOUT_MS = 1000;

/** `dataDir: "memory://"` gives a throwaway in-memory database (tests). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder?: string;
}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on("error", () => {});
    // Nor may a client that is checked out (between the statements of a transaction) when the
    // server goes away: its pending work fails on its own, and the pool drops it on release.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: async () => {
        // Instances started together would each apply the same migration and all but one would
        // fail on "already exists": a session lock lets one migrate while the others wait, then
        // find nothing left to do.
        const lock = await pool.connect();
        try {
          await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg(pool), { migrationsFolder });
        } finally {
          await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
          lock.release();
        }
      },
      ping: async () => {
        // node-postgres reads query_timeout on a query too; its types only list it on the client.
        await pool.query({ text: "select 1", query_timeout: PING_TIMEOUT_MS } as pg.QueryConfig);
      },
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir === "memory://";
  const dir = inMemory ? "memory://" : path.resolve(options.dataDir, "pglite");
  // PGlite does not create missing parent folders.
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    // PostgreSQL's default 128 MB of shared buffers lives in the server process's memory here; one
    // office's data fits in far less, and the operating system caches the files behind it anyway.
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}
